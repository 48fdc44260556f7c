import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, RatingSubjectKind, TournamentParticipant, TournamentParticipantList } from '@esn/contract';
import { ratings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

async function rate(kind: RatingSubjectKind, id: string, game: Game, conservative: number) {
  await t.app.ctx.db.insert(ratings).values({
    subjectKind: kind,
    subjectId: id,
    game,
    mu: conservative + 6,
    sigma: 2,
    conservative,
    games: 3,
    updatedAt: new Date(),
  });
}
const seedIds = (list: TournamentParticipantList) =>
  [...list.items].sort((x, y) => (x.seed ?? 0) - (y.seed ?? 0)).map((p) => p.id);

describe('seeding by rating (PUT /api/tournaments/:id/seeding { method: "rating" })', () => {
  it('teams: by the team rating in the tournament game, highest first, ties and the unrated in registration order', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const entries = await c.teamsRegistered(tour.id, 5);
    const [e0, e1, e2, e3, e4] = entries.map((e) => ({ reg: e.registration.id, team: e.team.team.id }));
    await rate('team', e1!.team, 'valorant', 4);
    await rate('team', e2!.team, 'valorant', 10);
    await rate('team', e3!.team, 'valorant', 4);
    // Rated in another game only: unrated here. A member's own rating is not the team's.
    await rate('team', e0!.team, 'cs2', 30);
    await rate('user', entries[4]!.team.owner.user.id, 'valorant', 50);
    const res = await c.call('PUT', `/api/tournaments/${tour.id}/seeding`, organizer.cookie, { method: 'rating' });
    expect(res.statusCode, res.body).toBe(200);
    expect(seedIds(res.json<TournamentParticipantList>())).toEqual([e2!.reg, e1!.reg, e3!.reg, e0!.reg, e4!.reg]);

    // Still hand-editable afterwards.
    const hand = [e4!.reg, e0!.reg, e1!.reg, e2!.reg, e3!.reg];
    const edited = await c.call('PUT', `/api/tournaments/${tour.id}/seeding`, organizer.cookie, {
      participantIds: hand,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(seedIds(edited.json<TournamentParticipantList>())).toEqual(hand);
  });

  it('solo: by the player rating in the game, unrated last', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { participantKind: 'solo', game: 'fc' });
    const regs: { reg: string; user: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await c.player();
      const res = await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {});
      expect(res.statusCode, res.body).toBe(201);
      regs.push({ reg: res.json<TournamentParticipant>().id, user: p.user.id });
    }
    await rate('user', regs[2]!.user, 'fc', -1);
    await rate('user', regs[3]!.user, 'fc', 7);
    await rate('user', regs[0]!.user, 'valorant', 20);
    const res = await c.call('PUT', `/api/tournaments/${tour.id}/seeding`, organizer.cookie, { method: 'rating' });
    expect(res.statusCode, res.body).toBe(200);
    expect(seedIds(res.json<TournamentParticipantList>())).toEqual([
      regs[3]!.reg,
      regs[2]!.reg,
      regs[0]!.reg,
      regs[1]!.reg,
    ]);
  });

  it('only the organizer or an admin seeds by rating; an unknown method is 400; not once the bracket exists', async () => {
    const organizer = await c.player();
    const other = await c.player();
    const admin = await c.admin();
    const tour = await c.host(organizer);
    await c.teamsRegistered(tour.id, 2);
    const url = `/api/tournaments/${tour.id}/seeding`;
    const denied = await c.call('PUT', url, other.cookie, { method: 'rating' });
    expect(denied.statusCode).toBe(403);
    expect((await c.call('PUT', url, undefined, { method: 'rating' })).statusCode).toBe(401);
    expect((await c.call('PUT', url, admin.cookie, { method: 'rating' })).statusCode).toBe(200);
    expect((await c.call('PUT', url, organizer.cookie, { method: 'elo' })).statusCode).toBe(400);
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    expect((await c.call('PUT', url, organizer.cookie, { method: 'rating' })).statusCode).toBe(409);
  });
});
