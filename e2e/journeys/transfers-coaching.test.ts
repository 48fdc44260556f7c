import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, currentUser, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor, signedUpContext, uniqueUser } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { switchLanguage, visibleText } from '../support/ui';

const browser = browserForFile();

const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

/**
 * Opens the bell (named with the unread count in the page's language) and clicks the newest notification of a type
 * (its group is named by the type's title; `type` may name a variant's words, e.g. `transfer_offer_accepted.coaching`).
 */
async function openNotificationIn(page: Page, t: Translate, unread: number, type: string) {
  await page.getByRole('button', { name: t('nav:notificationsUnread', { count: unread }), exact: true }).click();
  await page
    .getByRole('menu')
    .getByRole('group', { name: t(`notifications:types.${type}.title`) })
    .getByRole('menuitem')
    .first()
    .click();
}

const openNotification = (page: Page, unread: number, type: string) => openNotificationIn(page, en, unread, type);

/** Opens a page and switches it to English (kept for the rest of the context's pages). */
async function openInEnglish(page: Page, path: string) {
  await page.goto(path);
  await switchLanguage(page, 'en');
}

async function signedInCoach(context: BrowserContext) {
  const user = await signedUpContext(context, uniqueUser('c'));
  const res = await context.request.post('/api/onboarding/role', { data: { userType: 'coach' } });
  expect(res.status()).toBe(200);
  return user;
}

it('a player rejects an offer sent from his profile, and the owner reads the rejection (EN)', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    const { firstTeam } = await signedInTeamOwner(owner.context);
    const playerUser = await signedInPlayer(player.context);
    const playerId = (await currentUser(player.context)).user!.id;

    // The owner opens the player's profile: About → Transfers → Send offer (his first team, its game).
    await openInEnglish(owner.page, `/profile/${playerId}`);
    await owner.page.getByRole('tab', { name: en('profile:tabs.about') }).click();
    await owner.page
      .getByRole('button', { name: `${en('transfers:offerForm.open')}: ${playerUser.nickname}`, exact: true })
      .click();
    const form = owner.page.getByRole('form', {
      name: en('transfers:offerForm.titlePerson', { name: playerUser.nickname }),
    });
    await form.getByLabel(en('transfers:offerForm.position')).fill('Mid');
    await form.getByLabel(en('transfers:offerForm.salary')).fill('abc');
    await form.getByRole('button', { name: en('transfers:offerForm.submit') }).click();
    await form.getByText(en('transfers:offerForm.errors.salary'), { exact: true }).waitFor();
    await form.getByLabel(en('transfers:offerForm.salary')).fill('1,000');
    await form.getByRole('button', { name: en('transfers:offerForm.submit') }).click();
    await text(owner.page, en('transfers:offerForm.sent')).waitFor();

    // The same offer again is not offered: the server takes one pending offer per team and person, so the profile
    // says the offer is pending instead of a form that would end in 409 (the form's refusal: OfferDialog's tests).
    await form.waitFor({ state: 'detached' });
    await text(owner.page, en('transfers:offerForm.pending')).waitFor();
    expect(
      await owner.page
        .getByRole('button', { name: `${en('transfers:offerForm.open')}: ${playerUser.nickname}`, exact: true })
        .count(),
    ).toBe(0);

    // The player answers from his received offers.
    await openInEnglish(player.page, '/transfers?tab=offers');
    const received = player.page.getByRole('list', { name: en('transfers:offers.received') });
    const row = received.getByRole('listitem', {
      name: en('transfers:offers.receivedFromTeam', { team: firstTeam.name }),
    });
    await row.getByText(en('transfers:status.pending'), { exact: true }).waitFor();
    await row.getByRole('button', { name: en('transfers:offers.respond') }).click();
    const dialog = player.page.getByRole('dialog', { name: en('transfers:respond.title') });
    await dialog.getByText('Mid', { exact: true }).waitFor();
    expect(await visibleText(dialog)).toContain('$1,000');
    await dialog.getByRole('button', { name: en('transfers:respond.reject'), exact: true }).click();
    const confirm = player.page.getByRole('dialog', { name: en('transfers:respond.rejectConfirm.title') });
    await confirm.getByRole('button', { name: en('transfers:respond.rejectConfirm.confirm') }).click();
    await text(player.page, en('transfers:respond.rejectedToast')).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 8_000 });
    await row.getByText(en('transfers:status.rejected'), { exact: true }).waitFor();

    // The owner's bell opens the result dialog.
    // Two unread: the rejection and 'Team founder', earned when he created the team.
    await openNotification(owner.page, 2, 'transfer_offer_rejected');
    const result = owner.page.getByRole('dialog', { name: en('transfers:result.title') });
    await result.getByText(en('transfers:result.rejected', { name: playerUser.nickname }), { exact: true }).waitFor();
    await result.getByText(en('transfers:status.rejected'), { exact: true }).waitFor();
    await owner.page.keyboard.press('Escape');

    // His sent offers, filtered by status, list it as rejected.
    await owner.page.goto('/transfers?tab=offers&box=sent&status=rejected');
    await owner.page
      .getByRole('list', { name: en('transfers:offers.sent') })
      .getByRole('listitem', { name: en('transfers:offers.sentTo', { name: playerUser.nickname }) })
      .getByText(en('transfers:status.rejected'), { exact: true })
      .waitFor();
  } finally {
    await Promise.all([owner.context.close(), player.context.close()]);
  }
});

it('a coach publishes his coaching profile, offers coaching to a team, and the team accepts him as coach (EN)', async () => {
  const owner = await newVisitor(browser());
  const coach = await newVisitor(browser());
  try {
    await signedInTeamOwner(owner.context);
    const coachUser = await signedInCoach(coach.context);
    const team = await createTeam(owner.context, { name: `Wolves ${coachUser.nickname.slice(-6)}`, games: ['cs2'] });
    const ownerNick = (await currentUser(owner.context)).user!.nickname;

    // The coaching profile: games, specialties, languages, hourly rate, availability.
    await openInEnglish(coach.page, '/transfers?tab=coaching');
    const editor = coach.page.getByRole('form', { name: en('transfers:coachingEditor.title') });
    await editor.getByText(en('common:games.cs2'), { exact: true }).click();
    await editor.getByText(en('transfers:specialties.aim'), { exact: true }).click();
    await editor.getByText(en('transfers:specialties.vod_review'), { exact: true }).click();
    await editor.getByLabel(en('transfers:coachingEditor.rate')).fill('40');
    await editor.getByRole('button', { name: en('transfers:coachingEditor.publish') }).click();
    await text(coach.page, en('transfers:coachingEditor.saved')).waitFor();

    // The owner finds him on the coaches tab.
    await openInEnglish(owner.page, '/transfers?tab=coaches&cgame=cs2&specialty=vod_review');
    const card = owner.page
      .getByRole('list', { name: en('transfers:list.coaches') })
      .getByRole('listitem', { name: coachUser.nickname });
    await card.getByText(en('transfers:coaching.perHour', { amount: '$40' }), { exact: true }).waitFor();

    // The coach offers coaching to the team from its page.
    await coach.page.goto(`/team/${team.slug}`);
    await coach.page.getByRole('button', { name: en('transfers:team.offerCoaching') }).click();
    const form = coach.page.getByRole('form', {
      name: en('transfers:offerForm.titleCoachToTeam', { team: team.name }),
    });
    await form.getByLabel(en('transfers:offerForm.positionCoach')).fill('Head Coach');
    await form.getByLabel(en('transfers:offerForm.message')).fill('I can help you win.');
    await form.getByRole('button', { name: en('transfers:offerForm.submit') }).click();
    await text(coach.page, en('transfers:offerForm.sent')).waitFor();

    // The owner receives it live, told as a coaching offer, and accepts it from the bell.
    await text(
      owner.page,
      en('notifications:types.coaching_offer.message', {
        user: coachUser.nickname,
        team: team.name,
        position: 'Head Coach',
      }),
    ).waitFor({ timeout: 5_000 });
    // Two unread: the offer and 'Team founder', earned when he created the team.
    await openNotification(owner.page, 2, 'coaching_offer');
    const dialog = owner.page.getByRole('dialog', { name: en('transfers:respond.titleCoach') });
    await dialog.getByText(en('transfers:roles.coach'), { exact: true }).waitFor();
    expect(await visibleText(dialog)).toContain(`offered to coach ${team.name}`);
    await dialog.getByRole('button', { name: en('transfers:respond.accept'), exact: true }).click();
    // Accepting moves a roster: it asks first, saying who joins which team as what.
    const confirm = owner.page.getByRole('dialog', { name: en('transfers:respond.confirm.titleCoach') });
    expect(await visibleText(confirm)).toContain(`will join ${team.name} as its coach`);
    await confirm.getByRole('button', { name: en('transfers:respond.confirm.confirm') }).click();
    await text(owner.page, en('transfers:respond.acceptedToastCoach')).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 8_000 });

    // The coach is on the roster as coach, and the move is in the team's history.
    await owner.page.goto(`/team/${team.slug}`);
    const member = owner.page
      .getByRole('list', { name: en('teams:lists.roster'), exact: true })
      .getByRole('listitem', { name: coachUser.nickname });
    expect(await visibleText(member)).toContain(en('teams:roles.coach'));
    const move = owner.page.getByRole('list', { name: en('transfers:history.title') }).getByRole('listitem', {
      name: en('transfers:history.itemLabel', { player: coachUser.nickname, team: team.name }),
    });
    const moveText = await visibleText(move);
    expect(moveText).toContain(en('transfers:history.joinedAsCoach'));
    expect(moveText).not.toContain(en('transfers:history.noTeam'));

    // The coach reads the result, told as his coaching offer's acceptance (not a transfer's).
    // Two unread: the acceptance and 'Team player', earned by joining the team.
    await openNotification(coach.page, 2, 'transfer_offer_accepted.coaching');
    const result = coach.page.getByRole('dialog', { name: en('transfers:result.titleCoach') });
    await result.getByText(en('transfers:result.accepted', { name: ownerNick }), { exact: true }).waitFor();
  } finally {
    await Promise.all([owner.context.close(), coach.context.close()]);
  }
});

it('a team owner offers coaching to a coach who coaches another team; the coach reads it as coaching, opens it from the bell and confirms before joining (TR)', async () => {
  const owner = await newVisitor(browser());
  const coach = await newVisitor(browser());
  try {
    await signedInTeamOwner(owner.context);
    const coachUser = await signedInCoach(coach.context);
    const suffix = coachUser.nickname.slice(-6);
    const team = await createTeam(owner.context, { name: `Kartallar ${suffix}`, games: ['cs2'] });
    const ownerNick = (await currentUser(owner.context)).user!.nickname;
    const coachId = (await currentUser(coach.context)).user!.id;
    const published = await coach.context.request.put('/api/transfers/coaching-profile', {
      data: { games: ['cs2'], languages: ['tr'] },
    });
    expect(published.status()).toBe(200);
    await coach.page.goto('/dashboard');

    // The owner opens the coach's profile: the button and the form speak of coaching.
    await owner.page.goto(`/profile/${coachId}`);
    await owner.page.getByRole('tab', { name: tr('profile:tabs.about') }).click();
    await owner.page
      .getByRole('button', { name: `${tr('transfers:offerForm.openCoach')}: ${coachUser.nickname}`, exact: true })
      .click();
    const form = owner.page.getByRole('form', {
      name: tr('transfers:offerForm.titleCoach', { name: coachUser.nickname }),
    });
    await form.getByLabel(tr('transfers:offerForm.team')).selectOption({ label: team.name });
    await form.getByLabel(tr('transfers:offerForm.positionCoach')).fill('Baş koç');
    await form.getByRole('button', { name: tr('transfers:offerForm.submit') }).click();
    await text(owner.page, tr('transfers:offerForm.sent')).waitFor();

    // The coach gets it live in coaching words, never as a player's transfer.
    await text(
      coach.page,
      tr('notifications:types.coaching_offer.message', { user: ownerNick, team: team.name, position: 'Baş koç' }),
    ).waitFor({ timeout: 5_000 });
    await openNotificationIn(coach.page, tr, 1, 'coaching_offer');
    const dialog = coach.page.getByRole('dialog', { name: tr('transfers:respond.titleCoach') });
    await dialog.getByText('Baş koç', { exact: true }).waitFor();
    const dialogText = await visibleText(dialog);
    expect(dialogText).toContain('koçluk teklif etti');
    expect(dialogText).not.toContain('oyuncusuna');

    // Accepting asks first and says what happens; going back leaves the offer pending.
    await dialog.getByRole('button', { name: tr('transfers:respond.accept'), exact: true }).click();
    const confirm = coach.page.getByRole('dialog', { name: tr('transfers:respond.confirm.titleCoach') });
    expect(await visibleText(confirm)).toContain(tr('transfers:respond.confirm.joinAsCoach', { team: team.name }));
    await confirm.getByRole('button', { name: tr('transfers:respond.confirm.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText(tr('transfers:status.pending'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: tr('transfers:respond.accept'), exact: true }).click();
    await confirm.getByRole('button', { name: tr('transfers:respond.confirm.confirm') }).click();
    await dialog.getByText(tr('transfers:respond.acceptedNote'), { exact: true }).waitFor();
    // The owner, who sent it, hears live that his coaching offer was accepted, in coaching words.
    await text(owner.page, tr('notifications:types.transfer_offer_accepted.coaching.title')).waitFor({
      timeout: 10_000,
    });

    // The team's history: he joined as coach, not "from no team".
    await coach.page.goto(`/team/${team.slug}`);
    const move = coach.page.getByRole('list', { name: tr('transfers:history.title') }).getByRole('listitem', {
      name: tr('transfers:history.itemLabel', { player: coachUser.nickname, team: team.name }),
    });
    const moveText = await visibleText(move);
    expect(moveText).toContain(tr('transfers:history.joinedAsCoach'));
    expect(moveText).not.toContain(tr('transfers:history.noTeam'));
  } finally {
    await Promise.all([owner.context.close(), coach.context.close()]);
  }
});
