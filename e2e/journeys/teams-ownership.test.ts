import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, currentUser, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { heading, switchLanguage, waitForPath } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

it('the owner hands the team over to a member (TR), stays on as manager and then leaves it (EN); members get no "Takip et" on their own team', async () => {
  const owner = await newVisitor(browser());
  const member = await newVisitor(browser());
  try {
    const { account: ownerUser } = await signedInTeamOwner(owner.context);
    const memberUser = await signedInPlayer(member.context);
    const team = await createTeam(owner.context, { name: `Handover ${ownerUser.nickname.slice(-6)}`, games: ['lol'] });
    await joinTeam(owner.context, member.context, team.id);
    const memberId = (await currentUser(member.context)).user!.id;
    const followButton = (page: Page) =>
      page.getByRole('button', { name: tr('teams:team.followTeam', { team: team.name }), exact: true });

    // On their own team neither the owner nor the member is offered "Takip et"; the server refuses it too.
    for (const page of [owner.page, member.page]) {
      await page.goto(`/team/${team.slug}`);
      await heading(page, team.name).waitFor();
      await page
        .getByText(
          tr('teams:team.yourRole', { role: tr(page === owner.page ? 'teams:roles.owner' : 'teams:roles.player') }),
        )
        .waitFor();
      expect(await followButton(page).count()).toBe(0);
    }
    const refused = await owner.context.request.post(`/api/teams/${team.id}/follow`, {
      headers: { 'accept-language': 'tr' },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'cannot_follow_own_team' });

    // Danger zone: pick the member, confirm, and the team is theirs.
    await owner.page.goto(`/team/${team.slug}/manage?tab=danger`);
    await owner.page.getByLabel(tr('teams:danger.transferTo')).selectOption(memberId);
    await owner.page.getByRole('button', { name: tr('teams:danger.transfer'), exact: true }).click();
    const confirm = owner.page.getByRole('dialog', {
      name: tr('teams:danger.transferConfirmTitle', { name: memberUser.nickname }),
    });
    await confirm
      .getByText(tr('teams:danger.transferConfirmBody', { name: memberUser.nickname }), { exact: true })
      .waitFor();
    await confirm.getByRole('button', { name: tr('teams:danger.transferConfirm') }).click();
    await toast(owner.page, tr('teams:danger.transferred', { name: memberUser.nickname })).waitFor();

    // The new owner sees it on the team page.
    await member.page.reload();
    await member.page.getByText(tr('teams:team.yourRole', { role: tr('teams:roles.owner') })).waitFor();
    await member.page.getByRole('link', { name: tr('teams:team.manage') }).waitFor();

    // The previous owner, now a manager, leaves in English, after the page asks (cancelling first keeps him).
    await owner.page.goto(`/team/${team.slug}`);
    await switchLanguage(owner.page, 'en');
    await owner.page.getByText(en('teams:team.yourRole', { role: en('teams:roles.manager') })).waitFor();
    await owner.page.getByRole('button', { name: en('teams:leave.button'), exact: true }).click();
    let dialog = owner.page.getByRole('dialog', { name: en('teams:leave.title', { team: team.name }) });
    await dialog.getByRole('button', { name: en('teams:cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner.page.getByRole('button', { name: en('teams:leave.button'), exact: true }).click();
    dialog = owner.page.getByRole('dialog', { name: en('teams:leave.title', { team: team.name }) });
    await dialog.getByText(en('teams:leave.body'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: en('teams:leave.confirm') }).click();
    await toast(owner.page, en('teams:leave.done')).waitFor();
    await waitForPath(owner.page, `/team/${team.slug}`);
    // Outside the team now: following is offered again, leaving is not.
    await owner.page
      .getByRole('button', { name: en('teams:team.followTeam', { team: team.name }), exact: true })
      .waitFor();
    expect(await owner.page.getByRole('button', { name: en('teams:leave.button'), exact: true }).count()).toBe(0);

    const detail = (await (await member.context.request.get(`/api/teams/slug/${team.slug}`)).json()) as {
      team: { ownerId: string };
      roster: { user: { id: string }; role: string }[];
    };
    expect(detail.team.ownerId).toBe(memberId);
    expect(detail.roster.map((m) => [m.user.id, m.role])).toEqual([[memberId, 'owner']]);
  } finally {
    await Promise.all([owner.context.close(), member.context.close()]);
  }
});
