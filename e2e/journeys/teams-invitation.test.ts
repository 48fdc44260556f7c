import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { heading, waitForPath } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

it('a team owner creates a team on /teams/create and invites a player, who accepts from the notification bell and is on the roster', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    await signedInTeamOwner(owner.context);
    const playerUser = await signedInPlayer(player.context);
    const teamName = `Kartallar ${playerUser.nickname.slice(-6)}`;

    // The owner creates the team through the form; an empty submit is refused in Turkish first.
    await owner.page.goto('/teams');
    await owner.page.getByRole('link', { name: tr('teams:create') }).click();
    await waitForPath(owner.page, '/teams/create');
    const form = owner.page.getByRole('form', { name: tr('pages:titles.teamsCreate') });
    await form.getByRole('button', { name: tr('teams:createPage.submit') }).click();
    await form.getByText(tr('errors:validation.pickAtLeast', { min: 1 }), { exact: true }).waitFor();
    await form.getByLabel(tr('teams:form.name')).fill(teamName);
    await form.getByText(tr('common:games.valorant'), { exact: true }).click();
    await form.getByLabel(tr('teams:form.type')).selectOption('semi_pro');
    await form.getByRole('button', { name: tr('teams:createPage.submit') }).click();
    await toast(owner.page, tr('teams:createPage.created')).waitFor();
    await heading(owner.page, teamName).waitFor();
    const slug = new URL(owner.page.url()).pathname.split('/').pop()!;

    // Manage → invitations: search the player by nickname, pick them, invite as a player.
    await owner.page.getByRole('link', { name: tr('teams:team.manage') }).click();
    await waitForPath(owner.page, `/team/${slug}/manage`);
    await owner.page.getByRole('tab', { name: tr('teams:manage.tabs.invitations') }).click();
    await owner.page.getByRole('button', { name: tr('teams:invitations.invite') }).click();
    const invite = owner.page.getByRole('dialog', { name: tr('teams:invite.title') });
    await invite.getByLabel(tr('teams:invite.search')).fill(playerUser.nickname);
    await invite.getByText(`@${playerUser.nickname}`, { exact: true }).click();
    await invite.getByText(tr('teams:invite.selected', { name: playerUser.nickname }), { exact: true }).waitFor();
    await invite.getByRole('button', { name: tr('teams:invite.submit') }).click();
    await toast(owner.page, tr('teams:invite.sent', { name: playerUser.nickname })).waitFor();
    await owner.page
      .getByRole('list', { name: tr('teams:lists.invitations') })
      .getByRole('listitem', { name: playerUser.nickname })
      .waitFor();

    // The player opens the notification from the bell: a dialog asks to accept or decline.
    await player.page.goto('/dashboard');
    await player.page.getByRole('button', { name: tr('nav:notificationsUnread', { count: 1 }), exact: true }).click();
    const menu = player.page.getByRole('menu');
    await menu
      .getByRole('group', { name: tr('notifications:types.team_invitation.title') })
      .getByRole('menuitem')
      .first()
      .click();
    const dialog = player.page.getByRole('dialog', { name: tr('teams:invitationDialog.title') });
    await dialog
      .getByText(tr('teams:invitationDialog.body', { team: teamName, role: tr('teams:roles.player') }), { exact: true })
      .waitFor();
    // The toast is watched for from the click on: on a busy machine it may come and go while the team page loads.
    const acceptedToast = toast(player.page, tr('teams:invitations.accepted', { team: teamName })).waitFor();
    await dialog.getByRole('button', { name: tr('teams:invitations.accept'), exact: true }).click();

    // Accepted: the team page opens and the player is on the roster.
    await waitForPath(player.page, `/team/${slug}`);
    await acceptedToast;
    const roster = player.page.getByRole('list', { name: tr('teams:lists.roster'), exact: true });
    await roster.getByRole('listitem', { name: playerUser.nickname }).waitFor();
    await player.page.getByText(tr('teams:team.yourRole', { role: tr('teams:roles.player') })).waitFor();

    // The owner's pending invitations are empty again, and the server agrees on the roster.
    const detail = await (await owner.context.request.get(`/api/teams/slug/${slug}`)).json();
    const playerId = (await currentUser(player.context)).user!.id;
    expect(detail.roster.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role])).toContainEqual([
      playerId,
      'player',
    ]);
  } finally {
    await Promise.all([owner.context.close(), player.context.close()]);
  }
});
