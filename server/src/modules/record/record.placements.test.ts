import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, TournamentParticipant, VerifiedRecord } from '@esn/contract';
import { rosterEvents, teamMembers, transferHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { tournamentsClient } from '../tournaments/test-kit';
import { transfersClient } from '../transfers/test-kit';
import { cvCard } from '../cv/cv.card';
import { BACKFILL_SQL, recordRepository } from './record.repository';
import { bestPlacement } from './record.service';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;
let tc: ReturnType<typeof transfersClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
  tc = transfersClient(t);
});
afterAll(() => t.close());

const recordOf = async (p: Person, viewer: Person = p) =>
  (await c.call('GET', `/api/users/${p.user.id}/record`, viewer.cookie)).json<VerifiedRecord>();

/** Plays every ready match (side a wins 2–1, or side b) until none is left: the event completes by itself. */
async function playOut(tournamentId: string, organizer: Person, winner: 'a' | 'b' = 'a'): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const list = (await c.call('GET', `/api/tournaments/${tournamentId}/matches`, organizer.cookie)).json<{
      items: Match[];
    }>().items;
    const ready = list.find((m) => m.status === 'ready');
    if (!ready) return;
    const res = await c.call('POST', `/api/matches/${ready.id}/official-result`, organizer.cookie, {
      scoreA: winner === 'a' ? 2 : 1,
      scoreB: winner === 'a' ? 1 : 2,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('placements', () => {
  it.each([
    ['single_elimination', {}],
    ['double_elimination', {}],
    ['round_robin', { groupCount: 1 }],
    ['swiss', { swissRounds: 2 }],
  ] as const)('%s: every team’s members get the final place the tournament gave their team', async (format, over) => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { format, maxParticipants: 4, ...over });
    const entries = await c.teamsRegistered(tour.id, 4);
    const member = await c.player();
    await c.addMember(entries[0]!.team, member);
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    await playOut(tour.id, organizer);

    const participants = (await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)).json<{
      items: TournamentParticipant[];
    }>().items;
    expect(participants.map((p) => p.finalRank)).toContain(1);
    expect(participants.every((p) => p.finalRank !== null)).toBe(true);

    for (const e of entries) {
      const rank = participants.find((p) => p.id === e.registration.id)!.finalRank;
      expect((await recordOf(e.team.owner, organizer)).placements.items).toEqual([
        {
          id: `p-${e.registration.id}`,
          tournament: { id: tour.id, name: tour.name },
          game: 'valorant',
          format,
          size: 4,
          rank,
          teamName: e.team.team.name,
          date: expect.any(String),
          hidden: false,
        },
      ]);
    }
    // A member who was on the roster when it finished has it too; the organizer (no team in it) has none.
    expect((await recordOf(member)).placements.items.map((p) => p.id)).toEqual([`p-${entries[0]!.registration.id}`]);
    expect((await recordOf(organizer)).placements.items).toEqual([]);
  });

  it('counts matches and wins per game for the team’s members while on the roster, and lets the owner hide a placement', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { format: 'round_robin', groupCount: 1, maxParticipants: 3 });
    const entries = await c.teamsRegistered(tour.id, 3);
    const late = await c.player();
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    await playOut(tour.id, organizer);
    // Joined after the event: neither its matches nor its placement are his.
    await c.addMember(entries[0]!.team, late);
    expect((await recordOf(late)).games).toEqual([]);
    expect((await recordOf(late)).placements.items).toEqual([]);

    const all = (await c.call('GET', `/api/tournaments/${tour.id}/matches`, organizer.cookie)).json<{
      items: Match[];
    }>().items;
    for (const e of entries) {
      const owner = e.team.owner;
      const side = (m: Match) =>
        m.a?.participant?.id === e.registration.id ? 'a' : m.b?.participant?.id === e.registration.id ? 'b' : null;
      const mine = all.filter((m) => side(m) !== null && m.status === 'completed');
      const wins = mine.filter((m) => m.winner === side(m)).length;
      expect(mine.length).toBe(2);
      // The rating beside the statistics is the ratings feature's own number for that game.
      const rated = (await c.call('GET', `/api/users/${owner.user.id}/ratings`, owner.cookie)).json<{
        items: { game: string; rating: number }[];
      }>().items;
      const rating = rated.find((r) => r.game === 'valorant')!.rating;
      expect(typeof rating).toBe('number');
      expect((await recordOf(owner)).games).toEqual([
        {
          id: 'g-valorant',
          game: 'valorant',
          matches: mine.length,
          wins,
          winRate: wins / mine.length,
          rating,
          hidden: false,
        },
      ]);
    }

    const owner = entries[1]!.team.owner;
    const placement = (await recordOf(owner)).placements.items[0]!;
    expect((await c.call('PUT', `/api/record/${placement.id}/hidden`, entries[0]!.team.owner.cookie)).statusCode).toBe(
      403,
    );
    expect((await c.call('PUT', `/api/record/${placement.id}/hidden`, owner.cookie)).statusCode).toBe(200);
    expect((await c.call('PUT', '/api/record/g-valorant/hidden', owner.cookie)).statusCode).toBe(200);
    expect(await recordOf(owner, organizer)).toMatchObject({ placements: { items: [] }, games: [] });
    expect(await recordOf(owner)).toMatchObject({
      placements: { items: [{ id: placement.id, hidden: true }] },
      games: [{ id: 'g-valorant', hidden: true }],
    });
  });
});

describe('the best final place (the CV card’s line)', () => {
  it('is the best rank, not the latest; a hidden one is left out; the public card reads it', async () => {
    const organizer = await c.player();
    const first = await c.host(organizer, { format: 'single_elimination', maxParticipants: 4 });
    const entries = await c.teamsRegistered(first.id, 4);
    expect((await c.call('POST', `/api/tournaments/${first.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    await playOut(first.id, organizer, 'a');
    // The same teams again, later; this time every side b wins, so the first seed goes out at once.
    const second = await c.host(organizer, { format: 'single_elimination', maxParticipants: 4 });
    for (const e of entries) expect((await c.registerTeam(e.team, second.id)).statusCode).toBe(201);
    expect((await c.call('POST', `/api/tournaments/${second.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    await playOut(second.id, organizer, 'b');

    const owner = entries[0]!.team.owner;
    const items = (await recordOf(owner)).placements.items;
    expect(items).toHaveLength(2);
    const byTournament = new Map(items.map((p) => [p.tournament.id, p]));
    const [better, worse] = [byTournament.get(first.id)!, byTournament.get(second.id)!].sort((x, y) => x.rank - y.rank);
    expect(better!.rank).toBeLessThan(worse!.rank);
    expect(items[0]!.tournament.id).toBe(second.id); // the list is latest first
    expect(await bestPlacement(t.app.ctx, owner.user.id)).toMatchObject({ id: better!.id, rank: better!.rank });

    const cvPublic = await c.call('PUT', '/api/me/cv-settings', owner.cookie, { visibility: 'public' });
    expect(cvPublic.statusCode, cvPublic.body).toBe(200);
    expect((await cvCard(t.app.ctx, owner.user.nickname)).facts.best).toMatchObject({ id: better!.id });

    expect((await c.call('PUT', `/api/record/${better!.id}/hidden`, owner.cookie)).statusCode).toBe(200);
    expect(await bestPlacement(t.app.ctx, owner.user.id)).toMatchObject({ id: worse!.id });
    expect((await cvCard(t.app.ctx, owner.user.nickname)).facts.best).toMatchObject({ id: worse!.id });
  });
});

describe('backfill', () => {
  it('migration 0028 runs the same statement as the repository', () => {
    const migration = readFileSync(join(__dirname, '../../db/migrations/0028_verified_record.sql'), 'utf8');
    expect(migration).toContain(BACKFILL_SQL);
  });

  it('rebuilds the history from the roster and the accepted transfers, once, and only on an empty history', async () => {
    const from = await tc.teamOf();
    const to = await tc.teamOf();
    const stays = await tc.player();
    const moves = await tc.player();
    await tc.addMember(from, stays, 'manager');
    await tc.addMember(from, moves);
    const offer = await tc.offer(to.owner, to, moves);
    expect((await tc.respond(moves, offer.id, 'accept')).statusCode).toBe(200);
    const gone = await tc.player();
    const third = await tc.teamOf();
    const offer2 = await tc.offer(third.owner, third, gone);
    expect((await tc.respond(gone, offer2.id, 'accept')).statusCode).toBe(200);
    // He left afterwards; when is not in the database the backfill reads, only that he did.
    await t.app.db.delete(teamMembers).where(eq(teamMembers.userId, gone.user.id));
    await t.app.ctx.events.settled();
    // New rows, new ids: everything else is as the live recording wrote it.
    const live = async (p: Person) => (await recordOf(p)).roster.items.map(({ id: _id, ...rest }) => rest);
    const before = { stays: await live(stays), moves: await live(moves) };

    await t.app.db.delete(rosterEvents);
    await recordRepository.backfill(t.app.db);
    expect(await live(stays)).toEqual(before.stays);
    expect((await live(moves)).map((s) => [s.team.id, s.role, s.endedBy, s.viaTransfer])).toEqual([
      [to.team.id, 'player', null, true],
    ]);
    // When he had joined his old team was never stored (the roster row went with the move): that stint cannot be
    // rebuilt; the old team's history still shows him leaving by transfer.
    const fromHistory = await tc.call('GET', `/api/teams/${from.team.id}/roster-history`, moves.cookie);
    expect(
      fromHistory
        .json<{ items: { person: { id: string }; kind: string; viaTransfer: boolean }[] }>()
        .items.filter((e) => e.person.id === moves.user.id)
        .map((e) => [e.kind, e.viaTransfer]),
    ).toEqual([['left', true]]);
    expect((await live(moves))[0]).toEqual(before.moves[0]);
    expect((await live(gone)).map((s) => [s.team.id, s.endedBy, s.leftAt !== null])).toEqual([
      [third.team.id, 'left', true],
    ]);
    const n = await t.app.db.$count(rosterEvents);
    await recordRepository.backfill(t.app.db);
    expect(await t.app.db.$count(rosterEvents)).toBe(n);
    expect(await t.app.db.$count(transferHistory)).toBe(2);
  });
});
