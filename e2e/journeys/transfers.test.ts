import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TIMINGS } from '../../contract/src/constants';
import { createTeam, currentUser, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { heading, visibleText, waitForPath } from '../support/ui';

const browser = browserForFile();

const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();
const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: tr('nav:notificationsUnread', { count: unread }), exact: true });

/** Opens the bell and clicks the newest notification of a type (its group is named by the type's title). */
async function openNotification(page: Page, unread: number, type: string) {
  await bell(page, unread).click();
  await page
    .getByRole('menu')
    .getByRole('group', { name: tr(`notifications:types.${type}.title`) })
    .getByRole('menuitem')
    .first()
    .click();
}

it('an owner filters the market and sends an offer; the player gets it live, accepts it from the bell, joins the roster, the move is in the history and the owner reads the result (TR)', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    await signedInTeamOwner(owner.context);
    const playerUser = await signedInPlayer(player.context);
    const suffix = playerUser.nickname.slice(-6);
    const team = await createTeam(owner.context, { name: `Kurtlar ${suffix}`, games: ['valorant'] });
    const ownerNick = (await currentUser(owner.context)).user!.nickname;
    // A role nobody else plays, so the filtered market of this shared server shows exactly this player.
    const role = `Duelist${suffix}`;
    const profile = await player.context.request.patch('/api/profiles/me', {
      data: { games: [{ game: 'valorant', roles: [role] }], skillLevel: 'expert', birthDate: '2004-05-01' },
    });
    expect(profile.status()).toBe(200);

    // The player marks himself available and looking for a team on /transfers.
    await player.page.goto('/transfers');
    const status = player.page.getByRole('form', { name: tr('transfers:availabilityCard.title') });
    await status.getByText(tr('transfers:availabilityCard.currentNot'), { exact: true }).waitFor();
    await status.getByLabel(tr('transfers:availabilityCard.availability')).selectOption('now');
    await status.getByLabel(tr('transfers:availabilityCard.lookingForTeam')).check();
    await status.getByRole('button', { name: tr('transfers:availabilityCard.markAvailable') }).click();
    await text(player.page, tr('transfers:availabilityCard.saved')).waitFor();
    // Saved: the button now says what saving again would do, not "mark myself available" once more.
    await status.getByRole('button', { name: tr('transfers:availabilityCard.update') }).waitFor();
    expect(await status.getByRole('button', { name: tr('transfers:availabilityCard.markAvailable') }).count()).toBe(0);
    await player.page.goto('/dashboard');

    // The owner filters: game, the role, looking for a team; the player's card shows the market fields.
    await owner.page.goto('/transfers');
    await heading(owner.page, tr('pages:titles.transfers')).waitFor();
    const filters = owner.page.getByRole('search', { name: tr('transfers:filters.label') });
    await filters.getByLabel(tr('transfers:filters.game')).selectOption('valorant');
    await filters.getByLabel(tr('transfers:filters.role')).fill(role);
    await filters.getByLabel(tr('transfers:filters.role')).press('Enter');
    // The filters live in the address, which the router updates in a transition: click, then see it checked.
    await filters.getByLabel(tr('transfers:filters.lookingForTeam')).click();
    await owner.page.waitForURL((url) => url.searchParams.get('lookingForTeam') === 'true');
    const list = owner.page.getByRole('list', { name: tr('transfers:list.players') });
    const card = list.getByRole('listitem', { name: playerUser.nickname });
    // The card may first show in the list of the filters before the last one, which the new query then replaces.
    await expect.poll(() => list.locator(':scope > li').count(), { timeout: 10_000 }).toBe(1);
    await card.waitFor();
    await card.getByText(tr('transfers:card.lookingForTeam'), { exact: true }).waitFor();
    await card.getByText(tr('transfers:skill.expert'), { exact: true }).waitFor();

    // The offer form: the valorant team, position, salary in dollars, duration, message.
    await card.getByRole('button', { name: `${tr('transfers:offerForm.open')}: ${playerUser.nickname}` }).click();
    const form = owner.page.getByRole('form', {
      name: tr('transfers:offerForm.titlePerson', { name: playerUser.nickname }),
    });
    await form.getByRole('button', { name: tr('transfers:offerForm.submit') }).click();
    await form.getByText(tr('errors:validation.required'), { exact: true }).waitFor();
    await form.getByLabel(tr('transfers:offerForm.team')).selectOption({ label: team.name });
    await form.getByLabel(tr('transfers:offerForm.position')).fill('Duelist');
    await form.getByLabel(tr('transfers:offerForm.salary')).fill('2500');
    await form.getByLabel(tr('transfers:offerForm.contract')).fill('12');
    await form.getByLabel(tr('transfers:offerForm.message')).fill('Kadromuza katıl!');
    await form.getByRole('button', { name: tr('transfers:offerForm.submit') }).click();
    await text(owner.page, tr('transfers:offerForm.sent')).waitFor();
    await form.waitFor({ state: 'detached' });

    // The player's open page gets the toast live, then the bell opens the response dialog.
    await text(
      player.page,
      tr('notifications:types.transfer_offer.message', { user: ownerNick, position: 'Duelist' }),
    ).waitFor({ timeout: 5_000 });
    await openNotification(player.page, 1, 'transfer_offer');
    const dialog = player.page.getByRole('dialog', { name: tr('transfers:respond.title') });
    await dialog.getByText(team.name, { exact: true }).waitFor();
    await dialog.getByText('Kadromuza katıl!').waitFor();
    await dialog.getByText(tr('transfers:status.pending'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: tr('transfers:respond.accept'), exact: true }).click();
    // Accepting moves him: it asks first, naming the team he joins and his role.
    const confirm = player.page.getByRole('dialog', { name: tr('transfers:respond.confirm.title') });
    expect(await visibleText(confirm)).toContain(tr('transfers:respond.confirm.joinAsPlayer', { team: team.name }));
    await confirm.getByRole('button', { name: tr('transfers:respond.confirm.confirm') }).click();
    // No wait for the "accepted" toast: the live 'Team player' achievement's toast may replace it (one toast at a
    // time, spec §9); the dialog says it instead.
    await dialog.getByText(tr('transfers:respond.acceptedNote'), { exact: true }).waitFor();
    const answeredAt = Date.now();
    await text(player.page, tr('notifications:types.achievement_unlocked.message', { key: 'team_player' })).waitFor();
    expect(await dialog.getByRole('button', { name: tr('transfers:respond.accept'), exact: true }).count()).toBe(0);
    // Spec §9: the dialog closes 2 s after the answer.
    await dialog.waitFor({ state: 'detached', timeout: TIMINGS.transferDialogCloseMs + 5_000 });
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(TIMINGS.transferDialogCloseMs - 500);

    // The roster and the team's transfer history show the move.
    await player.page.goto(`/team/${team.slug}`);
    await waitForPath(player.page, `/team/${team.slug}`);
    const roster = player.page.getByRole('list', { name: tr('teams:lists.roster'), exact: true });
    await roster.getByRole('listitem', { name: playerUser.nickname }).waitFor();
    const history = player.page.getByRole('list', { name: tr('transfers:history.title') });
    const move = history.getByRole('listitem', {
      name: tr('transfers:history.itemLabel', { player: playerUser.nickname, team: team.name }),
    });
    expect(await visibleText(move)).toContain(tr('transfers:history.noTeam'));

    // The moved player's profile (About tab) has the move in his transfer history, for anyone who opens it.
    const playerId = (await currentUser(player.context)).user!.id;
    await owner.page.goto(`/profile/${playerId}`);
    await waitForPath(owner.page, `/profile/${playerId}`);
    await owner.page.getByRole('tab', { name: tr('profile:tabs.about'), exact: true }).click();
    const profileMove = owner.page.getByRole('list', { name: tr('transfers:history.title') }).getByRole('listitem', {
      name: tr('transfers:history.itemLabel', { player: playerUser.nickname, team: team.name }),
    });
    const profileMoveText = await visibleText(profileMove);
    expect(profileMoveText).toContain(tr('transfers:history.noTeam'));
    expect(profileMoveText).toContain(team.name);

    // The owner's bell: the result dialog with the offer's details.
    await owner.page.goto('/transfers');
    // Two unread: the acceptance and 'Team founder', earned when he created the team.
    await openNotification(owner.page, 2, 'transfer_offer_accepted');
    const result = owner.page.getByRole('dialog', { name: tr('transfers:result.title') });
    await result.getByText(tr('transfers:result.accepted', { name: playerUser.nickname }), { exact: true }).waitFor();
    await result.getByText(tr('transfers:status.accepted'), { exact: true }).waitFor();
    await result.getByText('Duelist', { exact: true }).waitFor();
    await result.getByText(tr('transfers:offer.months_other', { count: 12 }), { exact: true }).waitFor();
    expect(await visibleText(result)).toContain('2.500');

    // And the latest-transfers feed on /transfers has it too.
    await owner.page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    await owner.page
      .getByRole('complementary')
      .getByRole('listitem', {
        name: tr('transfers:history.itemLabel', { player: playerUser.nickname, team: team.name }),
      })
      .waitFor();
  } finally {
    await Promise.all([owner.context.close(), player.context.close()]);
  }
});

it('an owner sees no offer button on his own captain in the market, only on players not on his team (TR)', async () => {
  const owner = await newVisitor(browser());
  const captain = await newVisitor(browser());
  const outsider = await newVisitor(browser());
  try {
    await signedInTeamOwner(owner.context);
    const captainUser = await signedInPlayer(captain.context);
    const outsiderUser = await signedInPlayer(outsider.context);
    const suffix = captainUser.nickname.slice(-6);
    const team = await createTeam(owner.context, { name: `Aslanlar ${suffix}`, games: ['valorant'] });
    // A role only these two play, so the filtered market of this shared server shows exactly them.
    const role = `Kaptan${suffix}`;
    for (const who of [captain, outsider]) {
      const res = await who.context.request.patch('/api/profiles/me', {
        data: { games: [{ game: 'valorant', roles: [role] }] },
      });
      expect(res.status()).toBe(200);
    }
    await joinTeam(owner.context, captain.context, team.id);
    const captainId = (await currentUser(captain.context)).user!.id;
    const made = await owner.context.request.patch(`/api/teams/${team.id}/members/${captainId}`, {
      data: { isCaptain: true },
    });
    expect(made.status()).toBe(200);

    await owner.page.goto(`/transfers?game=valorant&role=${encodeURIComponent(role)}`);
    const list = owner.page.getByRole('list', { name: tr('transfers:list.players') });
    const captainCard = list.getByRole('listitem', { name: captainUser.nickname });
    const outsiderCard = list.getByRole('listitem', { name: outsiderUser.nickname });
    await captainCard.getByText(tr('transfers:card.playsFor', { team: team.name }), { exact: true }).waitFor();
    await outsiderCard
      .getByRole('button', { name: `${tr('transfers:offerForm.open')}: ${outsiderUser.nickname}` })
      .waitFor();
    expect(await captainCard.getByRole('button', { name: new RegExp(tr('transfers:offerForm.open')) }).count()).toBe(0);

    // The server refuses it too, whatever the page shows.
    const direct = await owner.context.request.post('/api/transfers/offers', {
      data: { teamId: team.id, userId: captainId, game: 'valorant', position: 'IGL' },
      headers: { 'accept-language': 'tr' },
    });
    expect(direct.status()).toBe(409);
    expect(((await direct.json()) as { code: string }).code).toBe('already_member');
  } finally {
    await Promise.all([owner.context.close(), captain.context.close(), outsider.context.close()]);
  }
});
