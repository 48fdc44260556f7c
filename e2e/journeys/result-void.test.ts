import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openAdminSection, signInToAdminArea } from '../support/admin';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { hostTournament, sidesOf, teamOwner } from '../support/matches';
import { ratingCardOf } from '../support/ratings';
import { switchLanguage, visibleText } from '../support/ui';

/**
 * Issue 26: an admin voids a rated result in the admin area's Results section (Turkish), with a reason, and the
 * winner's rating is gone from his profile; the admin restores it (English) and the rating is back, the same
 * number; the audit log names both.
 */
const browser = browserForFile();

/** Four people with a browser each on a busy machine: more than the default minute. */
const JOURNEY_TIMEOUT_MS = 120_000;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The person's rating in League of Legends on his profile's About tab, or null when the card says he has none. */
async function lolRating(page: Page, userId: string): Promise<number | null> {
  const card = await ratingCardOf(page, userId);
  const row = card.getByTestId('rating-lol');
  const empty = card.getByText(tr('ratings:empty'), { exact: true });
  await row.or(empty).waitFor();
  return (await row.count()) > 0 ? Number(await visibleText(row.getByTestId('rating-value'))) : null;
}

/** The Results section's row of this tournament's match (searched by its name). */
async function resultRow(page: Page, t: Translate, tournament: string, matchup: string) {
  await page.getByLabel(t('admin:results.search')).fill(tournament);
  const table = page.getByRole('table', { name: t('admin:results.caption') });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: matchup, exact: true }) });
  await row.waitFor();
  return row;
}

it(
  'in Turkish the admin voids a rated result with a reason and the winner’s rating is gone; in English he restores it and it is back',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    const admin = await newVisitor(browser());
    try {
      const name = `Hükümsüz Kupa ${Date.now().toString(36)}`;
      const { firstRound } = await hostTournament(organizer.context, name, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);
      const sent = await a.context.request.post(`/api/matches/${match.id}/result`, { data: { scoreA: 1, scoreB: 0 } });
      expect(sent.status(), await sent.text()).toBe(201);
      const approved = await b.context.request.post(`/api/matches/${match.id}/approve-result`, {
        data: { approved: true },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      const rated = await lolRating(a.page, a.userId);
      expect(rated).toBeGreaterThan(1000);
      const matchup = `${a.team.name} 1 – 0 ${b.team.name}`;
      const named = `${a.team.name} – ${b.team.name}`;

      // Turkish: the admin voids it, a reason first.
      const page = admin.page;
      await page.goto('/eadmincv');
      await switchLanguage(page, 'tr');
      await signInToAdminArea(page, tr);
      await openAdminSection(page, tr, 'results');
      const row = await resultRow(page, tr, name, matchup);
      await row.getByText(tr('admin:results.statuses.counted'), { exact: true }).waitFor();
      await row.getByRole('button', { name: tr('admin:results.voidNamed', { matchup: named }) }).click();
      const dialog = page.getByRole('dialog', { name: tr('admin:results.voidTitle', { matchup: named }) });
      await dialog.getByRole('button', { name: tr('admin:results.voidConfirm') }).click();
      await dialog.getByText(tr('admin:area.reasonRequired', { min: 3 }), { exact: true }).waitFor();
      await dialog.getByLabel(tr('admin:area.reason')).fill('Kadroda olmayan bir oyuncu oynadı');
      await dialog.getByRole('button', { name: tr('admin:results.voidConfirm') }).click();
      await toast(page, tr('admin:results.voided', { matchup: named })).waitFor();
      await row.getByText(tr('admin:results.statuses.voided'), { exact: true }).waitFor();
      await row.getByText('Kadroda olmayan bir oyuncu oynadı', { exact: true }).waitFor();

      expect(await lolRating(a.page, a.userId)).toBeNull();
      expect(await lolRating(b.page, b.userId)).toBeNull();
      // His match page keeps the score and says the result counts for nothing.
      await a.page.goto(`/matches/${match.id}`);
      await a.page.getByRole('note').getByText(tr('matches:header.voided'), { exact: true }).waitFor();

      // English: restored after a confirmation, the same number again.
      await switchLanguage(page, 'en');
      const again = await resultRow(page, en, name, matchup);
      await again.getByRole('button', { name: en('admin:results.restoreNamed', { matchup: named }) }).click();
      const confirm = page.getByRole('dialog', { name: en('admin:results.restoreTitle', { matchup: named }) });
      await confirm.getByRole('button', { name: en('admin:results.restoreConfirm') }).click();
      await toast(page, en('admin:results.restored', { matchup: named })).waitFor();
      await again.getByText(en('admin:results.statuses.counted'), { exact: true }).waitFor();
      expect(await lolRating(a.page, a.userId)).toBe(rated);

      // The audit log keeps both, newest first.
      await openAdminSection(page, en, 'audit');
      const log = page.getByRole('table', { name: en('admin:audit.caption') });
      const entries = log.getByRole('row').filter({ hasText: named });
      await entries.first().waitFor();
      expect(await entries.getByRole('rowheader').allTextContents()).toEqual([
        en('admin:audit.actions.result.restored'),
        en('admin:audit.actions.result.voided'),
      ]);
    } finally {
      await Promise.all([organizer, ...owners, admin].map((o) => o.context.close()));
    }
  },
);
