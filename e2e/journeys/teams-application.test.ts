import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en } from '../support/i18n';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

it('in English, a player applies from the team page and the owner accepts in manage; the player is on the roster', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    const { account: ownerUser } = await signedInTeamOwner(owner.context);
    const playerUser = await signedInPlayer(player.context);
    const team = await createTeam(owner.context, { name: `Wolves ${ownerUser.nickname.slice(-6)}`, games: ['cs2'] });

    // The player, in English, finds the team page and applies as a player.
    await player.page.goto(`/team/${team.slug}`);
    await switchLanguage(player.page, 'en');
    await heading(player.page, team.name).waitFor();
    await player.page.getByRole('button', { name: en('teams:apply.button') }).click();
    const apply = player.page.getByRole('dialog', { name: en('teams:apply.title', { team: team.name }) });
    // Without a message nothing is sent.
    await apply.getByRole('button', { name: en('teams:apply.submit') }).click();
    await apply.getByText(en('errors:validation.required'), { exact: true }).waitFor();
    await apply.getByLabel(en('teams:apply.message')).fill('AWPer, five years of FACEIT level 10.');
    await apply.getByRole('button', { name: en('teams:apply.submit') }).click();
    await toast(player.page, en('teams:apply.sent')).waitFor();
    await player.page.getByText(en('teams:apply.pending'), { exact: true }).waitFor();

    // The owner, in English too, accepts it on the manage page.
    await owner.page.goto(`/team/${team.slug}/manage?tab=applications`);
    await switchLanguage(owner.page, 'en');
    const applications = owner.page.getByRole('list', { name: en('teams:lists.applications') });
    await applications.getByText('AWPer, five years of FACEIT level 10.', { exact: true }).waitFor();
    await applications
      .getByRole('button', { name: en('teams:applications.acceptName', { name: playerUser.nickname }) })
      .click();
    await toast(owner.page, en('teams:applications.accepted', { name: playerUser.nickname })).waitFor();
    await owner.page.getByText(en('teams:applications.empty'), { exact: true }).waitFor();

    // The roster shows the new player, on the owner's manage page and on the player's team page.
    await owner.page.getByRole('tab', { name: en('teams:manage.tabs.roster') }).click();
    await owner.page
      .getByRole('list', { name: en('teams:lists.roster'), exact: true })
      .getByRole('listitem', { name: playerUser.nickname })
      .waitFor();
    await player.page.reload();
    await player.page.getByText(en('teams:team.yourRole', { role: en('teams:roles.player') })).waitFor();

    const mine = (await (await player.context.request.get('/api/me/teams')).json()) as {
      team: { id: string };
      role: string;
    }[];
    expect(mine.map((m) => [m.team.id, m.role])).toEqual([[team.id, 'player']]);
  } finally {
    await Promise.all([owner.context.close(), player.context.close()]);
  }
});
