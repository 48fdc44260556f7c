import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, MatchDetail, TournamentParticipant } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { resultsClient } from './results-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const walkover = (by: Person, matchId: string, body: unknown) =>
  c.call('POST', `/api/matches/${matchId}/walkover`, by.cookie, body);
const disqualify = (by: Person, tournamentId: string, registrationId: string) =>
  c.call('POST', `/api/tournaments/${tournamentId}/registrations/${registrationId}/disqualify`, by.cookie);

/** The match of the round after `m` (single elimination of 4: the final). */
async function finalOf(tournamentId: string, viewer: Person): Promise<Match> {
  const all = await c.matchesOf(tournamentId, viewer.cookie);
  return all.find((m) => m.position.round === 2)!;
}

describe('the organizer gives a walkover', () => {
  it('gives the match to the side that showed: 1–0 in a Bo1, recorded as a walkover, and the winner moves on', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    expect((await c.detail(organizer, match.id)).viewer.canAwardWalkover).toBe(true);
    const res = await walkover(organizer, match.id, { winner: 'b', note: 'No show' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Match>()).toMatchObject({ status: 'completed', winner: 'b', a: { score: 0 }, b: { score: 1 } });
    const history = await c.history(organizer, match.id);
    expect(history.map((h) => [h.kind, h.actor?.id, h.scoreA, h.scoreB, h.comment])).toEqual([
      ['walkover', organizer.user.id, 0, 1, 'No show'],
    ]);
    const final = await finalOf(tour.id, organizer);
    const sides = [final.a?.participant?.teamId, final.b?.participant?.teamId];
    expect(sides).toContain(b.team.id);
    expect(sides).not.toContain(a.team.id);
    const [told] = await c.told(a.owner, 'match_result_settled', match.id);
    expect(told?.params).toMatchObject({ kind: 'walkover' });
  });

  it('a Bo3 walkover is 2–0 and voids a waiting submission', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4, { bestOf: 3 });
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    expect((await c.submit(a.owner, match.id, { scoreA: 2, scoreB: 0 })).statusCode).toBe(201);
    const res = await walkover(organizer, match.id, { winner: 'a' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Match>()).toMatchObject({ winner: 'a', a: { score: 2 }, b: { score: 0 } });
    expect((await c.pending(a.owner, match.id)).statusCode).toBe(404);
  });

  it('is refused to the sides, outsiders and an organizer who plays; bad input is a 400; a final match a 409', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    const outsider = await c.player();
    for (const who of [a.owner, outsider]) {
      const res = await walkover(who, match.id, { winner: 'a' });
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('not_organizer');
    }
    expect((await c.detail(a.owner, match.id)).viewer.canAwardWalkover).toBe(false);
    for (const body of [{}, { winner: 'c' }, { winner: 'a', extra: 1 }]) {
      const res = await walkover(organizer, match.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await walkover(organizer, 'not-a-uuid', { winner: 'a' })).statusCode).toBe(404);
    expect((await walkover(organizer, match.id, { winner: 'a' })).statusCode).toBe(200);
    const again = await walkover(organizer, match.id, { winner: 'b' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('walkover_not_allowed');
    // The final waits for the other semi-final: one side is not known yet.
    const final = await finalOf(tour.id, organizer);
    const early = await walkover(organizer, final.id, { winner: 'a' });
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('walkover_not_allowed');
  });

  it('an organizer who owns a side is refused (403 organizer_is_side); an admin may', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    await t.app.ctx.db.execute(
      `update tournaments set organizer_id = '${a.owner.user.id}' where id = '${tour.id}'` as never,
    );
    const own = await walkover(a.owner, match.id, { winner: 'a' });
    expect(own.statusCode).toBe(403);
    expect(codeOf(own)).toBe('organizer_is_side');
    const admin = await c.admin();
    expect((await walkover(admin, match.id, { winner: 'a' })).statusCode).toBe(200);
  });
});

describe('an entrant out of a running bracket', () => {
  it('disqualified: its match is a walkover for the opponent, the bracket moves on, everyone is told who', async () => {
    const { tour, organizer, entries, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const entry = entries.find((e) => e.team.team.id === a.team.id)!.registration;
    const res = await disqualify(organizer, tour.id, entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TournamentParticipant>().withdrawal).toBe('disqualified');
    await t.app.ctx.events.settled();
    const done = (await c.detail(organizer, match.id)).match;
    expect(done).toMatchObject({ status: 'completed', winner: 'b' });
    expect((await c.history(organizer, match.id)).map((h) => [h.kind, h.actor])).toEqual([['walkover', null]]);
    const final = await finalOf(tour.id, organizer);
    expect([final.a?.participant?.teamId, final.b?.participant?.teamId]).toContain(b.team.id);
    const update = (await c.notificationsOf(b.owner)).find(
      (n) => n.type === 'tournament_update' && n.params.change === 'disqualified',
    );
    expect(update?.params).toMatchObject({ entrant: a.team.name });
    expect(update?.message).toContain(a.team.name);

    const twice = await disqualify(organizer, tour.id, entry.id);
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('participant_withdrawn');
  });

  it('a disqualified entrant who would reach a later match loses that one too', async () => {
    const { tour, organizer, entries, teamOf } = await c.bracketOf(4);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    // a wins its semi-final, then is disqualified before the final is decided.
    expect((await c.official(organizer, match.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
    const entry = entries.find((e) => e.team.team.id === a.team.id)!.registration;
    expect((await disqualify(organizer, tour.id, entry.id)).statusCode).toBe(200);
    const other = (await c.matchesOf(tour.id, organizer.cookie)).find(
      (m) => m.position.round === 1 && m.status === 'ready',
    )!;
    expect((await c.official(organizer, other.id, { scoreA: 0, scoreB: 1 })).statusCode).toBe(200);
    await t.app.ctx.events.settled();
    const final = await finalOf(tour.id, organizer);
    expect(final.status).toBe('completed');
    expect(final.winner === 'a' ? final.a?.participant?.teamId : final.b?.participant?.teamId).toBe(
      other.b?.participant?.teamId,
    );
    const detail = await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie);
    expect(detail.json<{ tournament: { status: string } }>().tournament.status).toBe('completed');
  });

  it('disqualify: only the organizer or an admin, only while the bracket runs; unknown ids are 404', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 4 });
    const [first] = await c.teamsRegistered(tour.id, 2);
    const before = await disqualify(organizer, tour.id, first!.registration.id);
    expect(before.statusCode).toBe(409);
    expect(codeOf(before)).toBe('tournament_frozen');
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    const byOwner = await disqualify(first!.team.owner, tour.id, first!.registration.id);
    expect(byOwner.statusCode).toBe(403);
    expect((await disqualify(organizer, tour.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await disqualify(organizer, tour.id, 'nope')).statusCode).toBe(404);
  });

  it('the team withdraws itself once the bracket runs: it stays listed as withdrawn and its opponent goes on', async () => {
    const { tour, organizer, entries, teamOf } = await c.bracketOf(4);
    const { match, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const entry = entries.find((e) => e.team.team.id === b.team.id)!.registration;
    const res = await c.call('DELETE', `/api/tournaments/${tour.id}/registrations/${entry.id}`, b.owner.cookie);
    expect(res.statusCode, res.body).toBe(204);
    await t.app.ctx.events.settled();
    expect((await c.detail(organizer, match.id)).match).toMatchObject({ status: 'completed', winner: 'a' });
    const list = (await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)).json<{
      items: TournamentParticipant[];
    }>().items;
    expect(list.find((p) => p.id === entry.id)?.withdrawal).toBe('withdrawn');
    const again = await c.call('DELETE', `/api/tournaments/${tour.id}/registrations/${entry.id}`, b.owner.cookie);
    expect(again.statusCode).toBe(409);
  });

  it('a deleted account’s pending match in a solo bracket becomes a walkover for the opponent', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { participantKind: 'solo', maxParticipants: 2 });
    const [p1, p2] = [await c.player(), await c.player()];
    for (const p of [p1, p2]) {
      const res = await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {});
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    const [match] = await c.matchesOf(tour.id, organizer.cookie);
    const gone = await c.call('DELETE', '/api/me', p1.cookie, { password: p1.input.password });
    expect(gone.statusCode, gone.body).toBe(204);
    await t.app.ctx.events.settled();
    const after: MatchDetail = await c.detail(organizer, match!.id);
    const p2Side = after.match.a?.participant?.userId === p2.user.id ? 'a' : 'b';
    expect(after.match).toMatchObject({ status: 'completed', winner: p2Side });
    const detail = await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie);
    expect(detail.json<{ tournament: { status: string } }>().tournament.status).toBe('completed');
  });
});

describe('a disqualified entrant of a Swiss event', () => {
  it('is paired no more, gets no BYE, and is placed after everyone who stayed', async () => {
    const { tour, organizer, entries, teamOf } = await c.bracketOf(4, { format: 'swiss', swissRounds: 3 });
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    const out = entries.find((e) => e.team.team.id === a.team.id)!.registration;
    expect((await disqualify(organizer, tour.id, out.id)).statusCode).toBe(200);
    await t.app.ctx.events.settled();
    expect((await c.detail(organizer, match.id)).match).toMatchObject({ status: 'completed', winner: 'b' });
    // Every other match of every round goes to side A until the event ends.
    for (let guard = 0; guard < 10; guard++) {
      const open = (await c.matchesOf(tour.id, organizer.cookie)).filter((m) => m.status === 'ready');
      if (open.length === 0) break;
      for (const m of open) expect((await c.official(organizer, m.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
      await t.app.ctx.events.settled();
    }
    const all = await c.matchesOf(tour.id, organizer.cookie);
    const later = all.filter((m) => m.position.round > 1);
    expect(later.length).toBeGreaterThan(0);
    for (const m of later) expect([m.a?.participant?.id, m.b?.participant?.id]).not.toContain(out.id);
    const list = (await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)).json<{
      items: TournamentParticipant[];
    }>().items;
    expect(list.find((p) => p.id === out.id)?.finalRank).toBe(4);
    expect(
      list
        .filter((p) => p.id !== out.id)
        .map((p) => p.finalRank)
        .sort(),
    ).toEqual([1, 2, 3]);
  });
});

describe('a league fixture whose team is gone', () => {
  it('the organizer gives it to the team still there; deleting a team does it by itself', async () => {
    const organizer = await c.player();
    const created = await c.call('POST', '/api/leagues', organizer.cookie, {
      name: 'Gone League',
      game: 'valorant',
      season: 'S1',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const leagueId = created.json<{ league: { id: string } }>().league.id;
    const teams = [await c.teamOf(), await c.teamOf(), await c.teamOf()];
    for (const f of teams) {
      const res = await c.call('POST', `/api/leagues/${leagueId}/teams`, f.owner.cookie, { teamId: f.team.id });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await c.call('POST', `/api/leagues/${leagueId}/fixtures`, organizer.cookie)).statusCode).toBe(201);
    const matchesOfLeague = async () =>
      (await c.call('GET', `/api/leagues/${leagueId}/fixtures`, organizer.cookie))
        .json<{ weeks: { matches: Match[] }[] }>()
        .weeks.flatMap((w) => w.matches);
    const gone = teams[0]!;
    const deleted = await c.call('DELETE', `/api/teams/${gone.team.id}`, gone.owner.cookie);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await t.app.ctx.events.settled();
    const all = await matchesOfLeague();
    const orphaned = all.filter((m) => m.a?.participant === null || m.b?.participant === null);
    expect(orphaned.length).toBeGreaterThan(0);
    for (const m of orphaned) expect(m.status).toBe('completed');
    const open = all.find((m) => m.status === 'ready')!;
    const res = await walkover(organizer, open.id, { winner: 'a' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Match>()).toMatchObject({ status: 'completed', winner: 'a' });
  });

  it('a fixture between two deleted teams is final (cancelled or a walkover), so the league can still complete', async () => {
    const organizer = await c.player();
    const created = await c.call('POST', '/api/leagues', organizer.cookie, {
      name: 'Both Gone League',
      game: 'valorant',
      season: 'S1',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      allowEarlyResults: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const leagueId = created.json<{ league: { id: string } }>().league.id;
    const teams = [await c.teamOf(), await c.teamOf(), await c.teamOf()];
    for (const f of teams)
      expect(
        (await c.call('POST', `/api/leagues/${leagueId}/teams`, f.owner.cookie, { teamId: f.team.id })).statusCode,
      ).toBe(201);
    expect((await c.call('POST', `/api/leagues/${leagueId}/fixtures`, organizer.cookie)).statusCode).toBe(201);
    for (const gone of teams.slice(0, 2))
      expect((await c.call('DELETE', `/api/teams/${gone.team.id}`, gone.owner.cookie)).statusCode).toBe(204);
    await t.app.ctx.events.settled();
    const fixtures = (await c.call('GET', `/api/leagues/${leagueId}/fixtures`, organizer.cookie))
      .json<{ weeks: { matches: Match[] }[] }>()
      .weeks.flatMap((w) => w.matches);
    const bothGone = fixtures.filter((m) => !m.a?.participant && !m.b?.participant);
    expect(bothGone.length).toBeGreaterThan(0);
    // Cancelled when both teams were gone before it was settled; a walkover for the second team when the outbox
    // settled it between the two deletions. Either way it is final.
    for (const m of bothGone) expect(['cancelled', 'completed']).toContain(m.status);
    expect(fixtures.every((m) => m.status === 'completed' || m.status === 'cancelled')).toBe(true);
    const league = (await c.call('GET', `/api/leagues/${leagueId}`, organizer.cookie)).json<{
      league: { status: string };
    }>();
    expect(league.league.status).toBe('completed');
  });
});
