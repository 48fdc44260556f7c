import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { en } from '../support/i18n';
import { hostTournament, historyTexts, matchOf, section, sidesOf, teamOwner, type Owner } from '../support/matches';
import { heading, openLive, switchLanguage } from '../support/ui';

const LIVE_MS = 5_000;

const browser = browserForFile();

const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

/** Opens the match page in English (the switch is kept for the context's later pages). */
async function openMatchInEnglish(owner: Owner, matchId: string, matchup: string) {
  await openLive(owner.page, `/matches/${matchId}`);
  await switchLanguage(owner.page, 'en');
  await heading(owner.page, matchup).waitFor();
}

/** A side adds a comment as evidence on the match page. */
async function addEvidence(page: Page, comment: string) {
  const evidence = section(page, en('matches:evidence.title'));
  await evidence.getByLabel(en('matches:evidence.comment')).fill(comment);
  await evidence.getByRole('button', { name: en('matches:evidence.send'), exact: true }).click();
  await text(page, en('matches:evidence.added')).waitFor();
  await evidence
    .getByRole('list', { name: en('matches:evidence.title') })
    .getByText(comment, { exact: true })
    .waitFor();
}

/** Five people with a browser each, and every page on a busy machine: more than the default minute. */
const JOURNEY_TIMEOUT_MS = 120_000;

it(
  'in English, side B rejects the result on the match page, both sides add evidence, the organizer settles the dispute from the manage tab and both sides read the final score and the history',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const organizer = await teamOwner(browser());
    // Four teams: settling a semi-final does not end the tournament (whose notice would be a toast of its own).
    const owners = await Promise.all([0, 1, 2, 3].map(() => teamOwner(browser())));
    try {
      const name = `Autumn Cup ${Date.now().toString(36)}`;
      const { id: tournamentId, firstRound } = await hostTournament(organizer.context, name, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);
      const matchup = `${a.team.name} – ${b.team.name}`;
      const actor = (owner: Owner) => `${owner.account.nickname} · ${owner.team.name}`;

      // A's result (setup, through the API): 2–0.
      const submitted = await a.context.request.post(`/api/matches/${match.id}/result`, {
        data: { scoreA: 2, scoreB: 0 },
      });
      expect(submitted.status()).toBe(201);

      // B rejects it on the match page: the result is disputed.
      await openMatchInEnglish(b, match.id, matchup);
      await openMatchInEnglish(a, match.id, matchup);
      const pending = section(b.page, en('matches:pending.title'));
      await pending.getByText('2 – 0', { exact: true }).waitFor();
      await pending.getByText(en('matches:pending.rejectHint'), { exact: true }).waitFor();
      await pending.getByRole('button', { name: en('matches:pending.reject'), exact: true }).click();
      const ask = b.page.getByRole('dialog', { name: en('matches:pending.rejectTitle') });
      await ask.getByRole('button', { name: en('matches:pending.rejectConfirm') }).click();
      // Told that a dispute was opened and who decides, not that a result was "processed".
      await text(b.page, en('matches:pending.disputed')).waitFor();
      await text(b.page, en('matches:dispute.sides')).waitFor();
      // A hears of it live, and his open page turns disputed too.
      await text(
        a.page,
        en('notifications:types.match_result_approval.message', {
          home: a.team.name,
          away: b.team.name,
          scoreA: 2,
          scoreB: 0,
          outcome: 'disputed',
        }),
      ).waitFor({ timeout: LIVE_MS });
      await text(a.page, en('matches:dispute.sides')).waitFor({ timeout: LIVE_MS });

      // Both add their evidence.
      await addEvidence(a.page, 'We won both maps, the scoreboard is in the screenshot.');
      await addEvidence(b.page, 'Their jungler left in map two; the referee saw it.');

      // The organizer finds the dispute on the manage tab and settles it on the match page: 1–2, with a note.
      await organizer.page.goto(`/tournaments/${tournamentId}?tab=manage`);
      await switchLanguage(organizer.page, 'en');
      await heading(organizer.page, name).waitFor();
      const disputes = organizer.page.getByRole('list', { name: en('tournaments:manage.disputes') });
      await disputes
        .getByRole('link', { name: en('tournaments:manage.settle', { summary: `${a.team.name} – ${b.team.name}` }) })
        .click();
      await organizer.page.waitForURL((url) => url.pathname === `/matches/${match.id}`);
      await text(organizer.page, en('matches:dispute.organizer')).waitFor();
      const evidence = section(organizer.page, en('matches:evidence.title'));
      const evidenceItems = evidence.getByRole('list', { name: en('matches:evidence.title') }).getByRole('listitem');
      await expect.poll(() => evidenceItems.count()).toBe(2);
      const settle = section(organizer.page, en('matches:official.title.settle'));
      await settle.getByLabel(en('matches:score.of', { name: a.team.name }), { exact: true }).fill('1');
      await settle.getByLabel(en('matches:score.of', { name: b.team.name }), { exact: true }).fill('2');
      const note = 'Replay checked: the map two forfeit stands, 1–2.';
      await settle.getByLabel(en('matches:official.note')).fill(note);
      await settle.getByRole('button', { name: en('matches:official.save.settle'), exact: true }).click();
      await text(organizer.page, en('matches:official.saved')).waitFor();

      // Both sides are told at once (a toast lasts 5 s), and their open pages show the final score, B the winner and
      // the whole story, without a reload.
      const settled = en('notifications:types.match_result_settled.message', {
        kind: 'dispute_resolved',
        home: a.team.name,
        away: b.team.name,
        scoreA: 1,
        scoreB: 2,
      });
      await Promise.all([a, b].map((side) => text(side.page, settled).waitFor({ timeout: LIVE_MS })));
      for (const side of [a, b]) {
        const main = side.page.getByRole('main');
        await main.getByText('1 – 2', { exact: true }).first().waitFor({ timeout: LIVE_MS });
        await main.getByText(en('matches:header.winner'), { exact: true }).waitFor();
        expect(await main.getByText(en('matches:dispute.sides')).count()).toBe(0);
        await expect.poll(async () => (await historyTexts(side.page, en)).length, { timeout: LIVE_MS }).toBe(5);
        const entries = await historyTexts(side.page, en);
        expect(entries[0]).toContain(en('matches:history.kinds.result_submitted', { actor: actor(a) }));
        expect(entries[0]).toContain(en('matches:history.score', { a: 2, b: 0 }));
        expect(entries[1]).toContain(en('matches:history.kinds.result_rejected', { actor: actor(b) }));
        expect(entries[2]).toContain(en('matches:history.kinds.evidence_added', { actor: actor(a) }));
        expect(entries[2]).toContain('We won both maps');
        expect(entries[3]).toContain(en('matches:history.kinds.evidence_added', { actor: actor(b) }));
        expect(entries[4]).toContain(
          en('matches:history.kinds.dispute_resolved', {
            actor: `${organizer.account.nickname} · ${en('matches:history.organizer')}`,
          }),
        );
        expect(entries[4]).toContain(en('matches:history.score', { a: 1, b: 2 }));
        expect(entries[4]).toContain(note);
      }
      expect((await matchOf(a.context, match.id)).match).toMatchObject({
        status: 'completed',
        winner: 'b',
        a: { score: 1 },
        b: { score: 2 },
      });
    } finally {
      await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
    }
  },
);
