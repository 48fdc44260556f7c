import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { hostTournament, section, sidesOf, teamOwner, type Owner } from '../support/matches';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();
const MINUTE = 60_000;
/** Less than the check-in's 15 s poll: what arrives within it came over the socket. */
const LIVE_TIMEOUT_MS = 10_000;

/**
 * A two-team tournament that starts in ten minutes and asks each match for a check-in (issue 27): its first match is
 * scheduled at the start, so its check-in (opening 15 minutes before) is open now.
 */
async function checkInTournament(organizer: BrowserContext, owners: Owner[]) {
  const { firstRound } = await hostTournament(organizer, `Check-in Kupası ${Date.now().toString(36)}`, owners, {
    maxParticipants: 4,
    registrationDeadline: new Date(Date.now() + 5 * MINUTE).toISOString(),
    startsAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
    matchCheckInEnabled: true,
    matchCheckInGraceMinutes: 10,
    forfeitNoShow: true,
  });
  return firstRound[0]!;
}

/** The words that start a checked-in side's line ("check-in yaptı (…)", "checked in (…)"). */
const checkedIn = (t: Translate) => new RegExp(`^${t('matches:checkIn.checkedInAt', { at: '' }).split(' (')[0]}`);

/** On the match page: checks the reader's side in from its Check-in section and sees it shown. */
async function checkIn(page: Page, t: Translate, mine: string) {
  const region = section(page, t('matches:checkIn.title'));
  await expect.poll(() => region.getByRole('timer').textContent()).toMatch(/\d\d:\d\d/);
  const button = region.getByRole('button', { name: t('matches:checkIn.button'), exact: true });
  await button.click();
  await region.getByText(t('matches:checkIn.youAreIn'), { exact: true }).waitFor();
  await expect.poll(() => button.count()).toBe(0);
  const sides = region.getByRole('list', { name: t('matches:checkIn.sidesLabel') });
  await sides.getByRole('listitem').filter({ hasText: mine }).getByText(checkedIn(t)).waitFor();
  return sides;
}

it(
  'a match ten minutes ahead with check-in on: side A checks in from the match page in Turkish, side B (English) sees it arrive live and checks in too',
  { timeout: 120_000 },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      const match = await checkInTournament(organizer.context, owners);
      const { a, b } = sidesOf(match, owners);

      // B (English) has the match page open before A checks in.
      await b.page.goto(`/matches/${match.id}`);
      await heading(b.page, `${a.team.name} – ${b.team.name}`).waitFor();
      await switchLanguage(b.page, 'en');
      const bSides = section(b.page, en('matches:checkIn.title')).getByRole('list', {
        name: en('matches:checkIn.sidesLabel'),
      });
      const aOnB = bSides.getByRole('listitem').filter({ hasText: a.team.name });
      await aOnB.getByText(en('matches:checkIn.notYet'), { exact: true }).waitFor();

      await a.page.goto(`/matches/${match.id}`);
      await heading(a.page, `${a.team.name} – ${b.team.name}`).waitFor();
      await checkIn(a.page, tr, a.team.name);

      // A's check-in reaches B's open page live: sooner than the 15 s poll would bring it.
      await aOnB.getByText(checkedIn(en)).waitFor({ timeout: LIVE_TIMEOUT_MS });
      const sides = await checkIn(b.page, en, b.team.name);
      // Side A's check-in is there too, in English.
      await sides.getByRole('listitem').filter({ hasText: a.team.name }).getByText(checkedIn(en)).waitFor();
      await expect.poll(async () => sides.getByText(en('matches:checkIn.notYet'), { exact: true }).count()).toBe(0);
    } finally {
      await Promise.all([organizer, ...owners].map((o) => o.context.close()));
    }
  },
);
