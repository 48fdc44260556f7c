import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Bracket, Match } from '../../contract/src/index';
import { currentUser, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { section } from '../support/matches';
import { eventually, heading, switchLanguage } from '../support/ui';

const browser = browserForFile();
const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();

interface Player {
  context: BrowserContext;
  page: Page;
  userId: string;
}

async function ok(res: Awaited<ReturnType<BrowserContext['request']['get']>>, status: number, what: string) {
  if (res.status() !== status) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * A solo event of `players` with its bracket drawn and started (setup, through the API). It started yesterday, so
 * its matches may be played now.
 */
async function runningEvent(host: BrowserContext, players: Player[], format: 'swiss' | 'round_robin') {
  const { id } = (await ok(
    await host.request.post('/api/tournaments', {
      data: {
        name: `${format} ${Date.now().toString(36)}`,
        game: 'valorant',
        format,
        participantKind: 'solo',
        maxParticipants: 8,
        registrationDeadline: at(1),
        startsAt: at(2),
        ...(format === 'swiss' ? { swissRounds: 2 } : {}),
      },
    }),
    201,
    'create',
  )) as { id: string };
  for (const p of players)
    await ok(await p.context.request.post(`/api/tournaments/${id}/registrations`, { data: {} }), 201, 'register');
  const status = (s: string) => host.request.post(`/api/tournaments/${id}/status`, { data: { status: s } });
  await ok(await status('registration_closed'), 200, 'close registration');
  await ok(
    await host.request.patch(`/api/tournaments/${id}`, { data: { registrationDeadline: at(-3), startsAt: at(-1) } }),
    200,
    'move start',
  );
  await ok(await host.request.post(`/api/tournaments/${id}/bracket`), 201, 'generate');
  await ok(await status('in_progress'), 200, 'start');
  return id;
}

async function roundMatches(context: BrowserContext, id: string, round: number): Promise<Match[]> {
  const bracket = (await ok(await context.request.get(`/api/tournaments/${id}/bracket`), 200, 'bracket')) as Bracket;
  return bracket.stages[0]!.groups.flatMap((g) => g.rounds.filter((r) => r.number === round).flatMap((r) => r.matches));
}

const playerOf = (players: Player[], match: Match, side: 'a' | 'b') =>
  players.find((p) => p.userId === match[side]?.participant?.userId)!;

/** A reports, B approves (setup, through the API). */
async function playByApi(players: Player[], match: Match, scoreA: number, scoreB: number) {
  await ok(
    await playerOf(players, match, 'a').context.request.post(`/api/matches/${match.id}/result`, {
      data: { scoreA, scoreB },
    }),
    201,
    'report',
  );
  await ok(
    await playerOf(players, match, 'b').context.request.post(`/api/matches/${match.id}/approve-result`, {
      data: { approved: true },
    }),
    200,
    'approve',
  );
}

/** A reports on the match page, B approves on his (both in Turkish). */
async function playInPages(players: Player[], match: Match, scoreA: number, scoreB: number) {
  const [a, b] = [playerOf(players, match, 'a'), playerOf(players, match, 'b')];
  const [nameA, nameB] = [match.a!.participant!.name, match.b!.participant!.name];
  await a.page.goto(`/matches/${match.id}`);
  const form = section(a.page, tr('matches:submit.title'));
  await form.getByLabel(tr('matches:score.of', { name: nameA }), { exact: true }).fill(String(scoreA));
  await form.getByLabel(tr('matches:score.of', { name: nameB }), { exact: true }).fill(String(scoreB));
  await form.getByRole('button', { name: tr('matches:submit.send') }).click();
  await a.page.getByText(tr('matches:submit.sent'), { exact: true }).first().waitFor();
  await b.page.goto(`/matches/${match.id}`);
  const pending = section(b.page, tr('matches:pending.title'));
  await pending.getByText(`${scoreA} – ${scoreB}`, { exact: true }).waitFor();
  await pending.getByRole('button', { name: tr('matches:pending.approve'), exact: true }).click();
  // Approving makes the result final: asked once more, with the score.
  const confirm = b.page.getByRole('dialog', { name: tr('matches:pending.confirmTitle') });
  await confirm.getByRole('button', { name: tr('matches:pending.confirmApprove'), exact: true }).click();
  await b.page.getByText(tr('matches:pending.processed'), { exact: true }).first().waitFor();
}

/** The standings table's rows: "rank name … points", in order. */
async function standings(page: Page, caption: string): Promise<string[]> {
  const table = page.getByRole('table', { name: caption, exact: true });
  await table.waitFor();
  return (await table.getByRole('row').allInnerTexts()).slice(1).map((r) => r.replace(/\s+/g, ' ').trim());
}

const roundList = (page: Page, t: Translate, round: number) =>
  page.getByRole('list', { name: t('tournaments:bracket.round', { round }), exact: true });

async function players(n: number): Promise<Player[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const { context, page } = await newVisitor(browser());
      await signedInPlayer(context);
      return { context, page, userId: (await currentUser(context)).user!.id };
    }),
  );
}

it('a Swiss event of four players: round 1 is played (one result reported and approved in the pages), round 2 is paired and the standings count the wins, in Turkish and English', async () => {
  const host = await newVisitor(browser());
  const entrants = await players(4);
  try {
    await signedInTeamOwner(host.context);
    const id = await runningEvent(host.context, entrants, 'swiss');
    const first = await roundMatches(host.context, id, 1);
    expect(first).toHaveLength(2);

    const page = host.page;
    await page.goto(`/tournaments/${id}?tab=bracket`);
    await page.getByText(tr('tournaments:bracket.swissProgress', { current: 1, total: 2 }), { exact: true }).waitFor();
    await eventually(() => roundList(page, tr, 1).getByRole('listitem').count()).toBe(2);
    expect(await roundList(page, tr, 2).count()).toBe(0);

    await playInPages(entrants, first[0]!, 13, 7);
    await playByApi(entrants, first[1]!, 13, 11);

    // The next round appears on the organizer's open page, and the two winners lead the table with 3 points each.
    await page.getByText(tr('tournaments:bracket.swissProgress', { current: 2, total: 2 }), { exact: true }).waitFor();
    await eventually(() => roundList(page, tr, 2).getByRole('listitem').count()).toBe(2);
    const winners = first.map((m) => m.a!.participant!.name);
    const caption = tr('tournaments:standings.caption', { name: tr('tournaments:bracket.groups.swiss') });
    const rows = await standings(page, caption);
    expect(rows).toHaveLength(4);
    for (const row of rows.slice(0, 2)) expect(winners.some((w) => row.includes(w))).toBe(true);
    expect(rows[0]).toMatch(/ 3$/);

    await switchLanguage(page, 'en');
    await page.getByText(en('tournaments:bracket.swissProgress', { current: 2, total: 2 }), { exact: true }).waitFor();
    await eventually(() => roundList(page, en, 2).getByRole('listitem').count()).toBe(2);
    await heading(page, en('tournaments:bracket.groups.swiss')).waitFor();
  } finally {
    await Promise.all([host.context.close(), ...entrants.map((p) => p.context.close())]);
  }
});

it('a round robin of four players: the first round is played and the table ranks its winners first; in English too', async () => {
  const host = await newVisitor(browser());
  const entrants = await players(4);
  try {
    await signedInTeamOwner(host.context);
    const id = await runningEvent(host.context, entrants, 'round_robin');
    const first = await roundMatches(host.context, id, 1);
    expect(first).toHaveLength(2);
    const page = host.page;
    await page.goto(`/tournaments/${id}?tab=bracket`);
    // Every round is drawn at once: three rounds of two matches.
    for (const round of [1, 2, 3])
      await eventually(() => roundList(page, tr, round).getByRole('listitem').count()).toBe(2);

    await playInPages(entrants, first[0]!, 2, 0);
    await playByApi(entrants, first[1]!, 0, 1);

    const caption = tr('tournaments:bracket.groups.round_robin');
    await eventually(async () => (await standings(page, caption))[0]?.endsWith(' 3')).toBe(true);
    const rows = await standings(page, caption);
    const winners = [first[0]!.a!.participant!.name, first[1]!.b!.participant!.name];
    for (const row of rows.slice(0, 2)) expect(winners.some((w) => row.includes(w))).toBe(true);
    for (const row of rows.slice(2)) expect(row).toMatch(/ 0$/);

    await switchLanguage(page, 'en');
    const enRows = await standings(page, en('tournaments:bracket.groups.round_robin'));
    expect(enRows).toHaveLength(4);
    await eventually(() => roundList(page, en, 3).getByRole('listitem').count()).toBe(2);
  } finally {
    await Promise.all([host.context.close(), ...entrants.map((p) => p.context.close())]);
  }
});
