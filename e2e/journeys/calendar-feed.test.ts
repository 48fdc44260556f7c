import ical, { type VEvent } from 'node-ical';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { hostTournament, sidesOf, teamOwner } from '../support/matches';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

const calendarSection = (page: Page, t: Translate): Locator =>
  page.getByRole('region', { name: t('account:calendar.title') });
const urlField = (section: Locator, t: Translate) =>
  section.getByRole('textbox', { name: t('account:calendar.urlLabel') });

/** The feed fetched with the page's own request context (its path: the address's origin is the server's PUBLIC_URL). */
async function fetchFeed(context: BrowserContext, url: string) {
  const res = await context.request.get(new URL(url).pathname);
  return { status: res.status(), type: res.headers()['content-type'] ?? '', body: await res.text() };
}

function eventsOf(body: string): Map<string, VEvent> {
  const events = Object.values(ical.sync.parseICS(body)).filter((x): x is VEvent => x?.type === 'VEVENT');
  return new Map(events.map((e) => [e.uid, e]));
}

it(
  'in Turkish, a team owner makes his calendar link on the settings page, copies it, the .ics lists his match in UTC; a new link makes the old one 404; in English the titles follow',
  { timeout: 120_000 },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      const name = `Takvim Kupası ${Date.now().toString(36)}`;
      const { firstRound } = await hostTournament(organizer.context, name, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);
      await a.context.grantPermissions(['clipboard-read', 'clipboard-write']);

      // Settings → Takvim: no link yet; creating one needs no confirmation.
      await a.page.goto('/settings/account');
      await heading(a.page, tr('account:title')).waitFor();
      const section = calendarSection(a.page, tr);
      await section.getByText(tr('account:calendar.empty'), { exact: true }).waitFor();
      await section.getByRole('button', { name: tr('account:calendar.create'), exact: true }).click();
      const field = urlField(section, tr);
      await expect.poll(() => field.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
      const first = await field.inputValue();
      for (const app of ['google', 'outlook', 'apple'])
        await section.getByText(`${tr(`account:calendar.apps.${app}.name`)}:`, { exact: true }).waitFor();

      // Copy: the clipboard holds the address.
      await section.getByRole('button', { name: tr('account:calendar.copy'), exact: true }).click();
      await a.page.getByText(tr('account:calendar.copied'), { exact: true }).first().waitFor();
      expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(first);

      // The file, fetched without a session like a calendar app: the match under its stable UID, in UTC, in Turkish.
      const feed = await fetchFeed(a.context, first);
      expect(feed.status).toBe(200);
      expect(feed.type).toMatch(/^text\/calendar/);
      const event = eventsOf(feed.body).get(`match-${match.id}@esportscv`);
      expect(event, 'the match is in the feed').toBeDefined();
      expect(event!.summary).toBe(`Maç: ${a.team.name} – ${b.team.name} (${name})`);
      const at = Math.floor(Date.parse(match.scheduledAt!) / 1000) * 1000;
      expect(event!.start.getTime()).toBe(at);
      expect(feed.body).toContain(`DTSTART:${new Date(at).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);

      // A new link, behind a confirmation that says the old one stops working: the old address is a 404 at once.
      await section.getByRole('button', { name: tr('account:calendar.regenerate'), exact: true }).click();
      const dialog = a.page.getByRole('dialog', { name: tr('account:calendar.confirmTitle') });
      await dialog.getByText(tr('account:calendar.confirmDescription'), { exact: true }).waitFor();
      await dialog.getByRole('button', { name: tr('account:calendar.confirm'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => field.inputValue()).not.toBe(first);
      const second = await field.inputValue();
      expect((await fetchFeed(a.context, first)).status).toBe(404);
      expect((await fetchFeed(a.context, second)).status).toBe(200);

      // Switched to English (the web tells the server), the same event gets an English title.
      await switchLanguage(a.page, 'en');
      await a.page.reload();
      const enSection = calendarSection(a.page, en);
      await expect.poll(() => urlField(enSection, en).inputValue()).toBe(second);
      await expect
        .poll(
          async () => eventsOf((await fetchFeed(a.context, second)).body).get(`match-${match.id}@esportscv`)?.summary,
          { timeout: 10_000 },
        )
        .toBe(`Match: ${a.team.name} vs ${b.team.name} (${name})`);
    } finally {
      await Promise.all([organizer, ...owners].map((o) => o.context.close()));
    }
  },
);
