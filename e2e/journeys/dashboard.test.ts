import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, currentUser, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { allTexts, greeting, waitForPath } from '../support/ui';

const browser = browserForFile();

const teamsCard = (page: Page) => page.getByRole('region', { name: tr('dashboard:teams.title'), exact: true });

it('a team owner sees his teams on the dashboard, and a player sees an invitation, then the team he joined (TR)', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    const { account, firstTeam } = await signedInTeamOwner(owner.context);
    const wolves = await createTeam(owner.context, {
      // The unique part stays in the middle: initials are taken from the first and last words.
      name: `İstanbul ${account.nickname.slice(-5)} Wolves`,
      games: ['valorant'],
    });

    await owner.page.goto('/dashboard');
    await greeting(owner.page, account.nickname).waitFor();
    const card = teamsCard(owner.page);
    const list = card.getByRole('list', { name: tr('dashboard:teams.title'), exact: true });
    await list.getByRole('link', { name: wolves.name, exact: true }).waitFor();
    expect((await allTexts(list.getByRole('link'))).sort()).toEqual([firstTeam.name, wolves.name].sort());
    // Both as owner, and the logo's initials are word initials with Turkish casing.
    expect(await list.getByText(tr('teams:roles.owner'), { exact: true }).count()).toBe(2);
    const wolvesItem = list.getByRole('listitem').filter({ hasText: wolves.name });
    await wolvesItem.getByText('İW', { exact: true }).waitFor();
    // No "coming soon" card anywhere on the dashboard.
    expect(await owner.page.getByText(/Yakında|sonraki sürüm/).count()).toBe(0);

    await list.getByRole('link', { name: wolves.name, exact: true }).click();
    await waitForPath(owner.page, `/team/${wolves.slug}`);

    // A player with no team: the card says so and points to teams looking for players.
    const playerAccount = await signedInPlayer(player.context);
    await player.page.goto('/dashboard');
    await greeting(player.page, playerAccount.nickname).waitFor();
    await teamsCard(player.page).getByText(tr('dashboard:teams.empty.player'), { exact: true }).waitFor();

    // Invited: the card points to the invitation, and the notification shows among the recent ones.
    const { user: me } = await currentUser(player.context);
    const invite = await owner.context.request.post(`/api/teams/${wolves.id}/invitations`, {
      data: { userId: me!.id, role: 'player' },
    });
    expect(invite.status()).toBe(201);
    const { id: invitationId } = (await invite.json()) as { id: string };
    await player.page.reload();
    await teamsCard(player.page)
      .getByRole('link', { name: tr('dashboard:teams.invitations_one', { count: 1 }), exact: true })
      .waitFor();
    await player.page
      .getByRole('region', { name: tr('dashboard:notifications.title'), exact: true })
      .getByRole('button', { name: new RegExp(tr('notifications:types.team_invitation.title')) })
      .waitFor();

    // Accepted: the team is on his dashboard.
    expect((await player.context.request.post(`/api/team-invitations/${invitationId}/accept`)).status()).toBe(200);
    await player.page.reload();
    const playerTeams = teamsCard(player.page).getByRole('list', { name: tr('dashboard:teams.title'), exact: true });
    await playerTeams.getByRole('link', { name: wolves.name, exact: true }).waitFor();
    await playerTeams.getByText(tr('teams:roles.player'), { exact: true }).waitFor();
  } finally {
    await owner.context.close();
    await player.context.close();
  }
});
