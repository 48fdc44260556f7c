import { expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { tr } from '../support/i18n';
import { hostTournament, sidesOf, teamOwner } from '../support/matches';
import { ratingCardOf } from '../support/ratings';
import { visibleText } from '../support/ui';

const browser = browserForFile();

/** Three people with a browser each on a busy machine: more than the default minute. */
const JOURNEY_TIMEOUT_MS = 120_000;

it(
  'in Turkish, a player’s profile shows no rating before his first result, and once the other side approves it, his rating in the game, provisional, above the newcomer’s 1000 (the loser’s below)',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      const { firstRound } = await hostTournament(organizer.context, `Puan Kupası ${Date.now().toString(36)}`, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);

      const before = await ratingCardOf(a.page, a.userId);
      await before.getByText(tr('ratings:empty'), { exact: true }).waitFor();

      // A reports the win, B approves it (the approval dialog has its own journey).
      const sent = await a.context.request.post(`/api/matches/${match.id}/result`, { data: { scoreA: 1, scoreB: 0 } });
      expect(sent.status(), await sent.text()).toBe(201);
      const approved = await b.context.request.post(`/api/matches/${match.id}/approve-result`, {
        data: { approved: true },
      });
      expect(approved.status(), await approved.text()).toBe(200);

      const after = await ratingCardOf(a.page, a.userId);
      const row = after.getByTestId('rating-lol');
      await row.waitFor();
      expect(Number(await visibleText(row.getByTestId('rating-value')))).toBeGreaterThan(1000);
      await row.getByText(tr('ratings:provisional'), { exact: true }).waitFor();
      await row.getByText(tr('ratings:games_one', { count: 1 }), { exact: true }).waitFor();
      // The explanation opens on the card.
      await after.getByText(tr('ratings:explainTitle'), { exact: true }).click();
      await after.getByText(tr('ratings:explain', { base: 1000, factor: 50, games: 5 }), { exact: true }).waitFor();
      // The history chart (uPlot, loaded on demand) draws its one point.
      await row.getByTestId('rating-chart').locator('canvas').waitFor();

      const loser = await ratingCardOf(b.page, b.userId);
      const lost = loser.getByTestId('rating-lol');
      await lost.waitFor();
      expect(Number(await visibleText(lost.getByTestId('rating-value')))).toBeLessThan(1000);
    } finally {
      await Promise.all([organizer, ...owners].map((o) => o.context.close()));
    }
  },
);
