import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Bracket } from '../../contract/src/index';
import { browserForFile } from '../support/browser';
import { en, tr } from '../support/i18n';
import { matchOf, section, sidesOf, teamOwner, type Owner } from '../support/matches';
import { heading, switchLanguage, visibleText } from '../support/ui';

const browser = browserForFile();

/** Three people with a browser each on a busy machine: more than the default minute. */
const JOURNEY_TIMEOUT_MS = 120_000;
/** A change on one side's page reaches the other's open page over the socket (a busy machine: 5 s). */
const LIVE_MS = 5_000;

const GAMES = [
  { map: 'Summoner’s Rift', a: '1', b: '0' },
  { map: 'Howling Abyss', a: '0', b: '1' },
  { map: 'Twisted Treeline', a: '1', b: '0' },
];

async function ok<T>(res: Awaited<ReturnType<BrowserContext['request']['get']>>, status: number, what: string) {
  if (res.status() !== status) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A two-team single elimination whose only match, the final, is a best of 3; started. Answers id and the final. */
async function hostBo3Final(organizer: BrowserContext, name: string, owners: Owner[]) {
  const day = 86_400_000;
  const created = await ok<{ id: string; tournament: { bestOf: number; finalBestOf: number } }>(
    await organizer.request.post('/api/tournaments', {
      data: {
        name,
        game: 'lol',
        format: 'single_elimination',
        maxParticipants: 2,
        registrationDeadline: new Date(Date.now() + day).toISOString(),
        startsAt: new Date(Date.now() + 2 * day).toISOString(),
        // The sides play at once, days before the scheduled start.
        allowEarlyResults: true,
        finalBestOf: 3,
      },
    }),
    201,
    'create tournament',
  );
  expect(created.tournament).toMatchObject({ bestOf: 1, finalBestOf: 3 });
  for (const owner of owners)
    await ok(
      await owner.context.request.post(`/api/tournaments/${created.id}/registrations`, {
        data: { teamId: owner.team.id },
      }),
      201,
      'register',
    );
  const bracket = await ok<Bracket>(
    await organizer.request.post(`/api/tournaments/${created.id}/bracket`),
    201,
    'generate bracket',
  );
  await ok(
    await organizer.request.post(`/api/tournaments/${created.id}/status`, { data: { status: 'in_progress' } }),
    200,
    'start tournament',
  );
  return { id: created.id, final: bracket.stages[0]!.groups[0]!.rounds[0]!.matches[0]! };
}

it(
  'a Bo3 final: side A reports 2–1 with its three games in Turkish, side B reads them in English and approves, and the games show on the match page and in the bracket’s tooltip',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      const name = `Seri Kupası ${Date.now().toString(36)}`;
      const { id: tournamentId, final } = await hostBo3Final(organizer.context, name, owners);
      expect(final.bestOf).toBe(3);
      const { a, b } = sidesOf(final, owners);

      // A, in Turkish, opens the final and reports the series with each game.
      await a.page.goto(`/matches/${final.id}`);
      await heading(a.page, `${a.team.name} – ${b.team.name}`).waitFor();
      const form = section(a.page, tr('matches:submit.title'));
      await form.getByText(tr('matches:score.hintSeries', { bestOf: 3, toWin: 2 }), { exact: true }).waitFor();
      const increaseA = form.getByRole('button', { name: tr('matches:score.increase', { name: a.team.name }) });
      const increaseB = form.getByRole('button', { name: tr('matches:score.increase', { name: b.team.name }) });
      // 1–0 is not a finished best of 3.
      await increaseA.click();
      await form.getByRole('button', { name: tr('matches:submit.send') }).click();
      await form.getByText(tr('matches:score.series', { bestOf: 3, toWin: 2 }), { exact: true }).waitFor();
      await increaseA.click();
      await increaseB.click();
      const games = form.getByRole('group', { name: tr('matches:games.legend') });
      for (const [i, g] of GAMES.entries()) {
        await games.getByRole('button', { name: tr('matches:games.add') }).click();
        await games.getByLabel(tr('matches:games.mapOf', { n: i + 1 }), { exact: true }).fill(g.map);
        const scoreOf = (side: Owner) => tr('matches:games.scoreOf', { n: i + 1, name: side.team.name });
        await games.getByLabel(scoreOf(a), { exact: true }).fill(g.a);
        await games.getByLabel(scoreOf(b), { exact: true }).fill(g.b);
      }
      await form.getByRole('button', { name: tr('matches:submit.send') }).click();
      await a.page.getByText(tr('matches:submit.sent'), { exact: true }).first().waitFor();

      // B reads the waiting result in English: the series and its games, then approves it.
      await b.page.goto(`/matches/${final.id}`);
      await heading(b.page, `${a.team.name} – ${b.team.name}`).waitFor();
      await switchLanguage(b.page, 'en');
      const pending = section(b.page, en('matches:pending.title'));
      const pendingGames = pending.getByRole('list', { name: en('matches:games.title'), exact: true });
      await pendingGames.waitFor();
      expect(await pendingGames.getByRole('listitem').allInnerTexts()).toHaveLength(3);
      await pendingGames.getByText('Howling Abyss', { exact: true }).waitFor();
      await pending.getByText('2 – 1', { exact: true }).waitFor();
      await pending.getByRole('button', { name: en('matches:pending.approve'), exact: true }).click();
      // Approving makes the result final: asked once more, with the score.
      const confirm = b.page.getByRole('dialog', { name: en('matches:pending.confirmTitle') });
      await confirm.getByRole('button', { name: en('matches:pending.confirmApprove'), exact: true }).click();
      await b.page.getByText(en('matches:pending.processed'), { exact: true }).first().waitFor();

      // Final: both pages list the games; A's turned final by itself.
      const finalGames = (lang: 'tr' | 'en') => (lang === 'tr' ? tr : en)('matches:games.title');
      await a.page.getByRole('list', { name: finalGames('tr'), exact: true }).waitFor({ timeout: LIVE_MS });
      await a.page.getByText(tr('matches:header.winner'), { exact: true }).waitFor();
      expect(
        (
          await a.page
            .getByRole('list', { name: finalGames('tr'), exact: true })
            .getByRole('listitem')
            .allInnerTexts()
        ).map((s) => s.replace(/\s+/g, ' ').trim()),
      ).toEqual([
        `${tr('matches:games.number', { n: 1 })} Summoner’s Rift 1 – 0`,
        `${tr('matches:games.number', { n: 2 })} Howling Abyss 0 – 1`,
        `${tr('matches:games.number', { n: 3 })} Twisted Treeline 1 – 0`,
      ]);
      await b.page.getByRole('list', { name: finalGames('en'), exact: true }).waitFor();
      const detail = await matchOf(a.context, final.id);
      expect(detail.match).toMatchObject({ status: 'completed', winner: 'a', bestOf: 3 });
      expect(detail.match.games.map((g) => g.map)).toEqual(GAMES.map((g) => g.map));

      // The bracket's card names the games and shows them in its tooltip, in both languages.
      for (const [owner, t] of [
        [a, tr],
        [b, en],
      ] as const) {
        await owner.page.goto(`/tournaments/${tournamentId}`);
        await heading(owner.page, name).waitFor();
        const card = owner.page
          .getByRole('region', { name: t('tournaments:bracket.groups.single') })
          .locator(`[data-match="${final.id}"]`);
        await card.waitFor();
        expect(await card.getAttribute('aria-label')).toContain('Bo3 · Summoner’s Rift 1–0, Howling Abyss 0–1');
        await card.hover();
        const tip = owner.page.getByRole('tooltip');
        await tip.waitFor();
        const text = await visibleText(tip);
        for (const g of GAMES) expect(text).toContain(g.map);
      }
    } finally {
      await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
    }
  },
);
