import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MATCH_RESULT_APPROVAL_MINUTES } from '../../contract/src/matches/results';
import { browserForFile } from '../support/browser';
import { ANY, textPattern, tr } from '../support/i18n';
import {
  bell,
  hostTournament,
  historyTexts,
  matchOf,
  notificationsOfType,
  section,
  setApprovalMinutes,
  sidesOf,
  teamOwner,
} from '../support/matches';
import { heading, visibleText } from '../support/ui';

/** One minute of approval time, then the sweep (every 5 s) and a busy machine. */
const DEADLINE_WAIT_MS = 75_000;

const browser = browserForFile();

const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

it(
  'a result nobody answers is approved at its deadline (the window shortened to one minute by the admin), and the submitter is told it was approved automatically',
  { timeout: 120_000 },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      await setApprovalMinutes(1);
      const name = `Gece Kupası ${Date.now().toString(36)}`;
      const { firstRound } = await hostTournament(organizer.context, name, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);

      // A sends 1–0 on the match page; the deadline is a minute away.
      await a.page.goto(`/matches/${match.id}`);
      await heading(a.page, `${a.team.name} – ${b.team.name}`).waitFor();
      const form = section(a.page, tr('matches:submit.title'));
      await form.getByRole('button', { name: tr('matches:score.increase', { name: a.team.name }) }).click();
      await form.getByRole('button', { name: tr('matches:submit.send') }).click();
      await text(a.page, tr('matches:submit.sent')).waitFor();
      const submittedAt = Date.now();
      const pending = section(a.page, tr('matches:pending.title'));
      await pending.getByText(textPattern(tr, 'matches:pending.deadline', { date: ANY })).waitFor();
      const detail = await matchOf(a.context, match.id);
      const windowMs = Date.parse(detail.submission!.approvalDeadline) - submittedAt;
      expect(windowMs).toBeGreaterThan(50_000);
      expect(windowMs).toBeLessThanOrEqual(60_000);

      // Nobody answers. Within the minute and a sweep, the result is final with A's score.
      await expect
        .poll(async () => (await matchOf(a.context, match.id)).match.status, {
          timeout: DEADLINE_WAIT_MS,
          interval: 2_000,
        })
        .toBe('completed');
      expect((await matchOf(b.context, match.id)).match).toMatchObject({
        status: 'completed',
        winner: 'a',
        a: { score: 1 },
        b: { score: 0 },
      });

      // A's open page shows it without a reload: the score, the winner, the system's entry in the history.
      const main = a.page.getByRole('main');
      await pending.waitFor({ state: 'detached', timeout: 10_000 });
      await main.getByText('1 – 0', { exact: true }).first().waitFor();
      await main.getByText(tr('matches:header.winner'), { exact: true }).waitFor();
      const entries = await historyTexts(a.page, tr);
      expect(entries.at(-1)).toContain(tr('matches:history.kinds.result_auto_approved'));

      // The bell tells A that the result was approved automatically.
      await bell(a.page, tr).click();
      const approval = notificationsOfType(a.page, tr, 'match_result_approval').first();
      expect(await visibleText(approval)).toContain(
        tr('notifications:types.match_result_approval.message', {
          home: a.team.name,
          away: b.team.name,
          scoreA: 1,
          scoreB: 0,
          outcome: 'auto_approved',
        }),
      );
    } finally {
      await setApprovalMinutes(MATCH_RESULT_APPROVAL_MINUTES.default);
      await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
    }
  },
);
