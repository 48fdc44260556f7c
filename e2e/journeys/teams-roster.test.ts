import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { waitForPath } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

it('the owner sets a captain, removes a member and deletes the team, each after the page asks', async () => {
  const owner = await newVisitor(browser());
  const first = await newVisitor(browser());
  const second = await newVisitor(browser());
  try {
    const { account: ownerUser } = await signedInTeamOwner(owner.context);
    const a = await signedInPlayer(first.context);
    const b = await signedInPlayer(second.context);
    const team = await createTeam(owner.context, {
      name: `Phoenix ${ownerUser.nickname.slice(-6)}`,
      games: ['valorant'],
    });
    await joinTeam(owner.context, first.context, team.id);
    await joinTeam(owner.context, second.context, team.id);

    await owner.page.goto(`/team/${team.slug}/manage?tab=roster`);
    const roster = owner.page.getByRole('list', { name: tr('teams:lists.roster'), exact: true });
    const row = (nickname: string) => roster.getByRole('listitem', { name: nickname });

    // Captain: A gets the badge.
    await row(a.nickname)
      .getByRole('button', { name: tr('teams:roster.makeCaptain') })
      .click();
    await toast(owner.page, tr('teams:roster.captainSet', { name: a.nickname })).waitFor();
    await row(a.nickname).getByText(tr('teams:roster.captain'), { exact: true }).waitFor();
    await row(a.nickname)
      .getByRole('button', { name: tr('teams:roster.removeCaptain') })
      .waitFor();

    // Removing B asks first; cancelling keeps B.
    await row(b.nickname)
      .getByRole('button', { name: tr('teams:roster.remove') })
      .click();
    let dialog = owner.page.getByRole('dialog', { name: tr('teams:roster.removeTitle', { name: b.nickname }) });
    await dialog.getByRole('button', { name: tr('teams:cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(b.nickname).waitFor();
    await row(b.nickname)
      .getByRole('button', { name: tr('teams:roster.remove') })
      .click();
    dialog = owner.page.getByRole('dialog', { name: tr('teams:roster.removeTitle', { name: b.nickname }) });
    await dialog.getByRole('button', { name: tr('teams:roster.removeConfirm') }).click();
    await toast(owner.page, tr('teams:roster.removed', { name: b.nickname })).waitFor();
    await row(b.nickname).waitFor({ state: 'detached' });

    const detail = (await (await owner.context.request.get(`/api/teams/slug/${team.slug}`)).json()) as {
      roster: { user: { nickname: string }; isCaptain: boolean }[];
    };
    expect(detail.roster.map((m) => [m.user.nickname, m.isCaptain]).sort()).toEqual(
      [
        [ownerUser.nickname, false],
        [a.nickname, true],
      ].sort(),
    );

    // Deleting the team asks first, then leads to /teams with the notice.
    await owner.page.getByRole('tab', { name: tr('teams:manage.tabs.danger') }).click();
    await owner.page.getByRole('button', { name: tr('teams:danger.delete') }).click();
    dialog = owner.page.getByRole('dialog', { name: tr('teams:danger.deleteConfirmTitle', { team: team.name }) });
    await dialog.getByText(tr('teams:danger.deleteConfirmBody'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: tr('teams:danger.deleteConfirm') }).click();
    await waitForPath(owner.page, '/teams');
    await toast(owner.page, tr('teams:danger.deleted')).waitFor();
    expect((await owner.context.request.get(`/api/teams/slug/${team.slug}`)).status()).toBe(404);

    // The remaining member is told, in their own bell.
    const notifications = (await (await first.context.request.get('/api/notifications')).json()) as { type: string }[];
    expect(notifications.map((n) => n.type)).toContain('team_deleted');
  } finally {
    await Promise.all([owner.context.close(), first.context.close(), second.context.close()]);
  }
});
