import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MatchSchedule, Notification } from '../../contract/src/index';
import { browserForFile } from '../support/browser';
import { en, tr } from '../support/i18n';
import { hostTournament, section, sidesOf, teamOwner } from '../support/matches';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

/** Each reader's clock is in a zone of their own: the page shows times in it, with the zone named. */
async function inZone(page: Page, timezoneId: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId });
}

/** A date some days ahead, as `YYYY-MM-DD` (UTC). */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

it(
  'side A proposes two times in Turkish from Istanbul; side B, in English from New York, accepts one; both see the agreed time in their own zone with the zone named',
  { timeout: 120_000 },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      const { firstRound } = await hostTournament(organizer.context, `Saat Kupası ${Date.now().toString(36)}`, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);
      await inZone(a.page, 'Europe/Istanbul');
      await inZone(b.page, 'America/New_York');
      const day = daysAhead(4);
      const later = daysAhead(5);

      // A, in Turkish (Istanbul, UTC+3), proposes 20:00 and, as a second time, 21:30 the next day.
      await a.page.goto(`/matches/${match.id}`);
      await heading(a.page, `${a.team.name} – ${b.team.name}`).waitFor();
      const mine = section(a.page, tr('matches:schedule.title'));
      // The first round has the tournament's start as its time, so the form proposes a different one.
      const form = mine.getByRole('form', { name: tr('matches:schedule.form.rescheduleTitle') });
      await form.getByLabel(tr('matches:schedule.form.time', { n: 1 }), { exact: true }).fill(`${day}T20:00`);
      await form.getByRole('button', { name: tr('matches:schedule.form.add') }).click();
      await form.getByLabel(tr('matches:schedule.form.time', { n: 2 }), { exact: true }).fill(`${later}T21:30`);
      await form.getByRole('button', { name: tr('matches:schedule.form.submit'), exact: true }).click();
      await a.page.getByText(tr('matches:schedule.form.sent'), { exact: true }).first().waitFor();
      await mine.getByText(tr('matches:schedule.waiting'), { exact: true }).waitFor();
      const proposedList = mine.getByRole('list', { name: tr('matches:schedule.proposalsLabel') });
      await expect.poll(() => proposedList.textContent()).toContain('GMT+3');

      // Stored in UTC: 20:00 in Istanbul is 17:00 UTC.
      const schedule = (await (
        await b.context.request.get(`/api/matches/${match.id}/schedule`)
      ).json()) as MatchSchedule;
      expect(schedule.proposals.map((p) => p.time)).toEqual([`${day}T17:00:00.000Z`, `${later}T18:30:00.000Z`]);

      // B, in English (New York, UTC−5 in winter, UTC−4 in summer), sees the times in his zone and accepts the first.
      await b.page.goto(`/matches/${match.id}`);
      await heading(b.page, `${a.team.name} – ${b.team.name}`).waitFor();
      await switchLanguage(b.page, 'en');
      const theirs = section(b.page, en('matches:schedule.title'));
      const list = theirs.getByRole('list', { name: en('matches:schedule.proposalsLabel') });
      const zone = / (EST|EDT)/;
      await expect.poll(() => list.textContent()).toMatch(zone);
      const accept = list.getByRole('button', { name: /^Accept / });
      expect(await accept.count()).toBe(2);
      await accept.first().click();
      await b.page.getByText(en('matches:schedule.accepted'), { exact: true }).first().waitFor();
      const agreed = theirs.getByTestId('match-time');
      await expect
        .poll(() => agreed.textContent())
        .toMatch(new RegExp(`^${en('matches:schedule.current')} .+(EST|EDT)$`));
      expect(await agreed.textContent()).toMatch(/\b(12|1):00\s?PM\b/);
      expect(await agreed.locator('time').getAttribute('datetime')).toBe(`${day}T17:00:00.000Z`);

      // A hears of it, and reads the agreed time in Istanbul's zone.
      await expect
        .poll(async () => {
          const items = (await (await a.context.request.get('/api/notifications')).json()) as Notification[];
          return items.some((n) => n.type === 'match_time_accepted' && n.relatedId === match.id);
        })
        .toBe(true);
      await a.page.reload();
      const time = section(a.page, tr('matches:schedule.title')).getByTestId('match-time');
      await expect
        .poll(() => time.textContent())
        .toMatch(new RegExp(`^${tr('matches:schedule.current')} .*20:00 GMT\\+3$`));
    } finally {
      await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
    }
  },
);
