import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bracket,
  Match,
  Tournament,
  TournamentDetail,
  TournamentPage,
  TournamentParticipant,
  TournamentParticipantList,
  UserTournamentPage,
} from '@esn/contract';
import { eq } from 'drizzle-orm';
import { tournaments } from '../../db/schema/index';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { inHours, tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
/** The registration deadline passes while registration stays open (an hour ago, as if time went by). */
const deadlinePassed = (id: string) =>
  t.app.db
    .update(tournaments)
    .set({ registrationDeadline: new Date(Date.now() - 3_600_000) })
    .where(eq(tournaments.id, id));
const matchesOf = async (id: string, cookie: string) =>
  (await c.call('GET', `/api/tournaments/${id}/matches`, cookie)).json<{ items: Match[] }>().items;

describe('who may do what', () => {
  it('only the organizer or an admin edits, changes status, seeds, generates and deletes', async () => {
    const organizer = await c.player();
    const other = await c.player();
    const admin = await c.admin();
    const tour = await c.host(organizer);
    const url = `/api/tournaments/${tour.id}`;
    for (const [method, path, body] of [
      ['PATCH', url, { name: 'Renamed cup' }],
      ['POST', `${url}/status`, { status: 'registration_closed' }],
      ['PUT', `${url}/seeding`, { method: 'registration' }],
      ['POST', `${url}/bracket`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const res = await c.call(method, path, other.cookie, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(codeOf(res)).toBe('not_organizer');
    }
    const edited = await c.call('PATCH', url, admin.cookie, { name: 'Admin renamed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ tournament: Tournament }>().tournament.name).toBe('Admin renamed');
    const viaAdminArea = await c.call('PATCH', `/api/admin/tournaments/${tour.id}`, admin.cookie, {
      prizePool: '5.000 TL',
    });
    expect(viaAdminArea.statusCode, viaAdminArea.body).toBe(200);
    expect((await c.call('DELETE', url, admin.cookie)).statusCode).toBe(204);
    expect((await c.call('GET', url, organizer.cookie)).statusCode).toBe(404);
  });

  it('a team owner or manager registers the team; a player of the team or a stranger may not', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const f = await c.teamOf();
    const manager = await c.player();
    const player = await c.player();
    await c.addMember(f, manager, 'manager');
    await c.addMember(f, player, 'player');
    const byPlayer = await c.registerTeam(f, tour.id, player);
    expect(byPlayer.statusCode).toBe(403);
    expect(codeOf(byPlayer)).toBe('not_team_manager');
    const byManager = await c.registerTeam(f, tour.id, manager);
    expect(byManager.statusCode, byManager.body).toBe(201);
    // The owner may withdraw what the manager registered.
    const reg = byManager.json<TournamentParticipant>();
    expect(
      (await c.call('DELETE', `/api/tournaments/${tour.id}/registrations/${reg.id}`, player.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await c.call('DELETE', `/api/tournaments/${tour.id}/registrations/${reg.id}`, f.owner.cookie)).statusCode,
    ).toBe(204);
  });

  it('team events need a team, solo events take players themselves', async () => {
    const organizer = await c.player();
    const team = await c.host(organizer);
    const player = await c.player();
    const noTeam = await c.call('POST', `/api/tournaments/${team.id}/registrations`, player.cookie, {});
    expect(noTeam.statusCode).toBe(400);
    expect(codeOf(noTeam)).toBe('team_required');
    const solo = await c.host(organizer, { participantKind: 'solo', game: 'fc' });
    const f = await c.teamOf({ games: ['fc'] });
    const withTeam = await c.registerTeam(f, solo.id);
    expect(withTeam.statusCode).toBe(400);
    expect(codeOf(withTeam)).toBe('solo_tournament');
    const me = await c.call('POST', `/api/tournaments/${solo.id}/registrations`, player.cookie, {});
    expect(me.statusCode, me.body).toBe(201);
    expect(me.json<TournamentParticipant>()).toMatchObject({
      kind: 'solo',
      user: { id: player.user.id },
      team: null,
      name: player.user.nickname,
    });
    expect((await c.call('POST', `/api/tournaments/${solo.id}/registrations`, player.cookie, {})).statusCode).toBe(409);
  });

  it('only someone who finished onboarding hosts: 403 onboarding_incomplete, and nothing is created', async () => {
    const newcomer = await registerUser(t.app);
    expect(newcomer.user.onboardingCompleted).toBe(false);
    const res = await c.call('POST', '/api/tournaments', newcomer.cookie, {
      name: 'Too early cup',
      game: 'valorant',
      format: 'single_elimination',
      maxParticipants: 8,
      registrationDeadline: inHours(24),
      startsAt: inHours(48),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(codeOf(res)).toBe('onboarding_incomplete');
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    const hosting = (await c.call('GET', '/api/tournaments?mine=hosting', newcomer.cookie)).json<TournamentPage>();
    expect(hosting.items).toHaveLength(0);
    // Once onboarded, the same person hosts.
    expect((await c.call('POST', '/api/onboarding/role', newcomer.cookie, { userType: 'player' })).statusCode).toBe(
      200,
    );
    await c.host(newcomer);
  });

  it('drafts are seen by their organizer and admins only; the admin list shows them, and only to admins', async () => {
    const organizer = await c.player();
    const other = await c.player();
    const admin = await c.admin();
    const draft = await c.host(organizer, { status: 'draft', name: 'Secret draft cup' });
    expect((await c.call('GET', `/api/tournaments/${draft.id}`, other.cookie)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/tournaments/${draft.id}`, organizer.cookie)).statusCode).toBe(200);
    const others = (await c.call('GET', '/api/tournaments?q=secret%20draft', other.cookie)).json<TournamentPage>();
    expect(others.items).toHaveLength(0);
    const adminList = await c.call('GET', '/api/admin/tournaments?q=secret%20draft', admin.cookie);
    expect(adminList.json<TournamentPage>().items.map((x) => x.id)).toEqual([draft.id]);
    expect((await c.call('GET', '/api/admin/tournaments', other.cookie)).statusCode).toBe(403);
  });
});

describe('status transitions', () => {
  it('draft → open → closed → (bracket) → in progress → completed; the wrong steps are 409', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { status: 'draft', maxParticipants: 2 });
    const status = (s: string) => c.call('POST', `/api/tournaments/${tour.id}/status`, organizer.cookie, { status: s });
    expect(codeOf(await status('in_progress'))).toBe('invalid_transition');
    expect((await status('registration_open')).statusCode).toBe(200);
    const entries = await c.teamsRegistered(tour.id, 2);
    expect((await status('registration_closed')).statusCode).toBe(200);
    const late = await c.registerTeam(await c.teamOf(), tour.id);
    expect(codeOf(late)).toBe('registration_not_open');
    const start = await status('in_progress');
    expect(start.statusCode).toBe(409);
    expect(codeOf(start)).toBe('bracket_required');
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    expect(codeOf(await status('registration_open'))).toBe('bracket_exists');
    expect((await status('in_progress')).json<{ tournament: Tournament }>().tournament.status).toBe('in_progress');
    const notes = await c.notificationsOf(entries[0]!.team.owner);
    expect(notes.filter((n) => n.type === 'tournament_update').map((n) => n.params.change)).toEqual(
      expect.arrayContaining(['registration_closed', 'bracket', 'started']),
    );
    const done = await status('completed');
    expect(done.json<{ tournament: Tournament }>().tournament.status).toBe('completed');
    expect(codeOf(await status('cancelled'))).toBe('invalid_transition');
  });

  it('cancelling cancels the matches not played; registration after the deadline is 409', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    await c.teamsRegistered(tour.id, 3);
    await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(
      (await c.call('POST', `/api/tournaments/${tour.id}/status`, organizer.cookie, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    const ms = await matchesOf(tour.id, organizer.cookie);
    expect(ms.filter((m) => m.a && m.b).every((m) => m.status === 'cancelled')).toBe(true);

    // A deadline cannot be set in the past (issue 23): this one passes on its own, while registration stays open.
    const past = await c.host(organizer, { registrationDeadline: inHours(1), startsAt: inHours(2) });
    await deadlinePassed(past.id);
    const late = await c.registerTeam(await c.teamOf(), past.id);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('registration_deadline_passed');
  });

  it('format and size are frozen once the bracket exists; max never below the registered', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 4 });
    await c.teamsRegistered(tour.id, 3);
    const below = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { maxParticipants: 2 });
    expect(codeOf(below)).toBe('max_below_registered');
    const dates = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, {
      registrationDeadline: inHours(100),
    });
    expect(dates.statusCode).toBe(400);
    await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    const frozen = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { format: 'round_robin' });
    expect(frozen.statusCode).toBe(409);
    expect(codeOf(frozen)).toBe('tournament_frozen');
  });
});

describe('capacity, check-in and seeding', () => {
  it('twelve concurrent registrations for five places: exactly five get in', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 5 });
    const teams = await Promise.all(Array.from({ length: 12 }, () => c.teamOf()));
    const results = await Promise.all(teams.map((f) => c.registerTeam(f, tour.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s === 409)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 409).every((r) => codeOf(r) === 'tournament_full')).toBe(true);
    const detail = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(detail.tournament.participantsCount).toBe(5);
    const list = (
      await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)
    ).json<TournamentParticipantList>();
    expect(list.items).toHaveLength(5);
  });

  it('check-in only inside its window; who did not check in is left out of the bracket', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, {
      checkInOpensAt: inHours(-1),
      checkInClosesAt: inHours(1),
      registrationDeadline: inHours(1),
      startsAt: inHours(2),
    });
    const entries = await c.teamsRegistered(tour.id, 3);
    for (const e of entries.slice(0, 2)) {
      const res = await c.call('POST', `/api/tournaments/${tour.id}/check-in`, e.team.owner.cookie, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TournamentParticipant>().checkedInAt).not.toBeNull();
    }
    const stranger = await c.player();
    expect(
      (
        await c.call('POST', `/api/tournaments/${tour.id}/check-in`, stranger.cookie, {
          participantId: entries[2]!.registration.id,
        })
      ).statusCode,
    ).toBe(403);
    const gen = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    const bracket = gen.json<Bracket>();
    expect(bracket.participants.map((p) => p.id).sort()).toEqual(
      entries
        .slice(0, 2)
        .map((e) => e.registration.id)
        .sort(),
    );
    expect(bracket.stages[0]!.groups[0]!.rounds.flatMap((r) => r.matches)).toHaveLength(1);

    const later = await c.host(organizer, {
      checkInOpensAt: inHours(5),
      checkInClosesAt: inHours(6),
      registrationDeadline: inHours(4),
      startsAt: inHours(7),
    });
    const [one] = await c.teamsRegistered(later.id, 1);
    const closed = await c.call('POST', `/api/tournaments/${later.id}/check-in`, one!.team.owner.cookie, {});
    expect(closed.statusCode).toBe(409);
    expect(codeOf(closed)).toBe('check_in_closed');
  });

  it('manual seeding decides who meets whom; a wrong list is 400; seeding by skill puts winners first', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const entries = await c.teamsRegistered(tour.id, 4);
    const ids = entries.map((e) => e.registration.id);
    const bad = await c.call('PUT', `/api/tournaments/${tour.id}/seeding`, organizer.cookie, {
      participantIds: ids.slice(0, 3),
    });
    expect(codeOf(bad)).toBe('seeding_mismatch');
    const reversed = [...ids].reverse();
    const seeded = await c.call('PUT', `/api/tournaments/${tour.id}/seeding`, organizer.cookie, {
      participantIds: reversed,
    });
    expect(seeded.json<TournamentParticipantList>().items.map((p) => [p.id, p.seed])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    const bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    const first = bracket.stages[0]!.groups[0]!.rounds[0]!.matches;
    // Seed 1 (the last to register) meets seed 4 (the first), seed 2 meets seed 3.
    expect([first[0]!.a!.participant!.id, first[0]!.b!.participant!.id]).toEqual([reversed[0], reversed[3]]);
    expect([first[1]!.a!.participant!.id, first[1]!.b!.participant!.id]).toEqual([reversed[1], reversed[2]]);

    // The winner of that bracket's first match now has the better record.
    const ready = (await matchesOf(tour.id, organizer.cookie)).find((m) => m.status === 'ready')!;
    await c.call('POST', `/api/matches/${ready.id}/official-result`, organizer.cookie, { scoreA: 0, scoreB: 3 });
    const winnerTeam = ready.b!.participant!.teamId!;
    const next = await c.host(organizer);
    const order = [...entries].sort((x) => (x.team.team.id === winnerTeam ? 1 : -1));
    for (const e of order) expect((await c.registerTeam(e.team, next.id)).statusCode).toBe(201);
    const bySkill = (
      await c.call('PUT', `/api/tournaments/${next.id}/seeding`, organizer.cookie, { method: 'skill' })
    ).json<TournamentParticipantList>();
    expect(bySkill.items[0]!.team!.id).toBe(winnerTeam);
    expect(bySkill.items[0]!.skillRating).toBeGreaterThan(bySkill.items[1]!.skillRating!);
  });

  it('withdrawing: the registrant before the deadline, or out of the running bracket; the organizer removes and the team hears it', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const entries = await c.teamsRegistered(tour.id, 3);
    const url = (id: string) => `/api/tournaments/${tour.id}/registrations/${id}`;
    expect((await c.call('DELETE', url(entries[0]!.registration.id), entries[0]!.team.owner.cookie)).statusCode).toBe(
      204,
    );
    expect((await c.call('DELETE', url(entries[1]!.registration.id), organizer.cookie)).statusCode).toBe(204);
    const told = await c.notificationsOf(entries[1]!.team.owner);
    expect(told.some((n) => n.type === 'tournament_update' && n.params.change === 'removed')).toBe(true);
    await c.teamsRegistered(tour.id, 1);
    await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    // Once the bracket exists the entry stays, withdrawn (its matches become walkovers: walkovers.test.ts).
    const after = await c.call('DELETE', url(entries[2]!.registration.id), entries[2]!.team.owner.cookie);
    expect(after.statusCode).toBe(204);
    const list = await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie);
    const out = list.json<TournamentParticipantList>().items.find((p) => p.id === entries[2]!.registration.id);
    expect(out?.withdrawal).toBe('withdrawn');
  });

  it('after the registration deadline the registrant may no longer withdraw (409 withdraw_closed); the organizer still removes', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const entries = await c.teamsRegistered(tour.id, 2);
    // Registration needs a deadline ahead; then it passes (an edit may not move it into the past: issue 23).
    await deadlinePassed(tour.id);
    const url = (id: string) => `/api/tournaments/${tour.id}/registrations/${id}`;
    const late = await c.call('DELETE', url(entries[0]!.registration.id), entries[0]!.team.owner.cookie);
    expect(late.statusCode, late.body).toBe(409);
    expect(codeOf(late)).toBe('withdraw_closed');
    expect((await c.call('DELETE', url(entries[1]!.registration.id), organizer.cookie)).statusCode).toBe(204);
    const left = (
      await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)
    ).json<TournamentParticipantList>();
    expect(left.items.map((p) => p.id)).toEqual([entries[0]!.registration.id]);
    expect(
      (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>().tournament
        .participantsCount,
    ).toBe(1);
  });

  it('the organizer checks in someone else’s registration and undoes it; the registrant cannot undo; the bracket takes the checked in', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, {
      checkInOpensAt: inHours(-1),
      checkInClosesAt: inHours(1),
      registrationDeadline: inHours(1),
      startsAt: inHours(2),
    });
    const entries = await c.teamsRegistered(tour.id, 3);
    const checkIn = (id: string, checkedIn?: boolean, by = organizer) =>
      c.call('POST', `/api/tournaments/${tour.id}/check-in`, by.cookie, {
        participantId: id,
        ...(checkedIn === undefined ? {} : { checkedIn }),
      });
    const checkedInCount = async () =>
      (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>().tournament
        .checkedInCount;

    for (const e of entries) {
      const res = await checkIn(e.registration.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TournamentParticipant>()).toMatchObject({
        id: e.registration.id,
        checkedInAt: expect.any(String),
      });
    }
    expect(await checkedInCount()).toBe(3);
    // Checking in twice changes nothing.
    expect((await checkIn(entries[0]!.registration.id)).statusCode).toBe(200);
    expect(await checkedInCount()).toBe(3);

    const undone = await checkIn(entries[0]!.registration.id, false);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<TournamentParticipant>().checkedInAt).toBeNull();
    expect(await checkedInCount()).toBe(2);

    const ownUndo = await checkIn(entries[1]!.registration.id, false, entries[1]!.team.owner);
    expect(ownUndo.statusCode).toBe(409);
    expect(codeOf(ownUndo)).toBe('check_in_closed');
    expect(await checkedInCount()).toBe(2);

    const bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    expect(bracket.participants.map((p) => p.id).sort()).toEqual(
      [entries[1]!.registration.id, entries[2]!.registration.id].sort(),
    );
  });

  it('fewer than two participants: 400', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    await c.teamsRegistered(tour.id, 1);
    const res = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('too_few_participants');
  });
});

describe('tournament_update', () => {
  const changesOf = async (p: Parameters<typeof c.notificationsOf>[0]) =>
    (await c.notificationsOf(p)).filter((n) => n.type === 'tournament_update').map((n) => n.params.change);

  it('a details edit tells every member of the registered teams (change: details)', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const [entry] = await c.teamsRegistered(tour.id, 1);
    const member = await c.player();
    await c.addMember(entry!.team, member);
    expect(await changesOf(member)).not.toContain('details');
    const res = await c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { name: 'Spring Cup Finals' });
    expect(res.statusCode, res.body).toBe(200);
    for (const p of [entry!.team.owner, member]) {
      const note = (await c.notificationsOf(p)).find(
        (n) => n.type === 'tournament_update' && n.params.change === 'details',
      );
      expect(note, p.user.nickname).toMatchObject({
        params: { tournament: 'Spring Cup Finals' },
        actionUrl: `/tournaments/${tour.id}`,
      });
    }
  });

  it('the last result completes the tournament by itself and everyone taking part hears it (change: completed)', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 2 });
    const entries = await c.teamsRegistered(tour.id, 2);
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    for (const e of entries) expect(await changesOf(e.team.owner)).not.toContain('completed');
    const [final] = await matchesOf(tour.id, organizer.cookie);
    const res = await c.call('POST', `/api/matches/${final!.id}/official-result`, organizer.cookie, {
      scoreA: 2,
      scoreB: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>().tournament.status,
    ).toBe('completed');
    // Winner and loser alike.
    for (const e of entries) expect(await changesOf(e.team.owner)).toContain('completed');
  });
});

describe('formats over HTTP', () => {
  it('double elimination: winners, losers and grand final; no draws in elimination', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { format: 'double_elimination' });
    await c.teamsRegistered(tour.id, 4);
    const bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    expect(bracket.stages[0]!.groups.map((g) => g.kind)).toEqual(['winners', 'losers', 'grand_final']);
    const ready = (await matchesOf(tour.id, organizer.cookie)).find((m) => m.status === 'ready')!;
    const draw = await c.call('POST', `/api/matches/${ready.id}/official-result`, organizer.cookie, {
      scoreA: 1,
      scoreB: 1,
    });
    expect(codeOf(draw)).toBe('draw_not_allowed');
    for (let i = 0; i < 6; i++) {
      const next = (await matchesOf(tour.id, organizer.cookie)).find((m) => m.status === 'ready');
      if (!next) break;
      expect(
        (await c.call('POST', `/api/matches/${next.id}/official-result`, organizer.cookie, { scoreA: 2, scoreB: 0 }))
          .statusCode,
      ).toBe(200);
    }
    const done = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(done.tournament.status).toBe('completed');
    const ranks = (
      await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)
    ).json<TournamentParticipantList>();
    expect(ranks.items.map((p) => p.finalRank).sort()).toEqual([1, 2, 3, 4]);
  });

  it('Swiss with five players: a BYE each round, the next round paired when one ends, a table at the end', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { format: 'swiss', participantKind: 'solo', game: 'fc', swissRounds: 2 });
    for (let i = 0; i < 5; i++) {
      const p = await c.player();
      expect((await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {})).statusCode).toBe(201);
    }
    const bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    expect(bracket.swiss).toEqual({ currentRound: 1, totalRounds: 2, relaxedRounds: [] });
    const round1 = bracket.stages[0]!.groups[0]!.rounds[0]!.matches;
    expect(round1).toHaveLength(3);
    expect(round1.filter((m) => m.b === null)).toHaveLength(1);
    for (const m of round1.filter((x) => x.status === 'ready')) {
      expect(
        (await c.call('POST', `/api/matches/${m.id}/official-result`, organizer.cookie, { scoreA: 1, scoreB: 1 }))
          .statusCode,
      ).toBe(200);
    }
    const after = await c.bracket(tour.id, organizer);
    expect(after.swiss!.currentRound).toBe(2);
    for (const m of after.stages[0]!.groups[0]!.rounds[1]!.matches.filter((x) => x.status === 'ready')) {
      await c.call('POST', `/api/matches/${m.id}/official-result`, organizer.cookie, { scoreA: 2, scoreB: 0 });
    }
    const final = await c.bracket(tour.id, organizer);
    expect(final.stages[0]!.groups[0]!.standings).toHaveLength(5);
    expect(
      (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>().tournament.status,
    ).toBe('completed');
  });

  it('round robin: a table per group from the results', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { format: 'round_robin' });
    await c.teamsRegistered(tour.id, 3);
    const bracket = (await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).json<Bracket>();
    const group = bracket.stages[0]!.groups[0]!;
    expect(group.kind).toBe('round_robin');
    expect(group.rounds.flatMap((r) => r.matches)).toHaveLength(3);
    const [m] = group.rounds[0]!.matches;
    await c.call('POST', `/api/matches/${m!.id}/official-result`, organizer.cookie, { scoreA: 3, scoreB: 1 });
    const table = (await c.bracket(tour.id, organizer)).stages[0]!.groups[0]!.standings!;
    expect(table[0]).toMatchObject({ rank: 1, points: 3, won: 1, scoreFor: 3, scoreAgainst: 1, difference: 2 });
  });
});

describe('people and matches', () => {
  it('my upcoming matches, the match page, a person’s tournaments and team stats', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { name: 'Profile cup' });
    const entries = await c.teamsRegistered(tour.id, 2);
    const member = await c.player();
    await c.addMember(entries[0]!.team, member);
    await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    const mine = (await c.call('GET', '/api/me/matches?scope=upcoming', member.cookie)).json<{ items: Match[] }>();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]!.context).toMatchObject({ kind: 'tournament', id: tour.id, name: 'Profile cup' });
    const page = await c.call('GET', `/api/matches/${mine.items[0]!.id}`, member.cookie);
    expect(page.json<{ viewer: { side: string; canRecordResult: boolean } }>().viewer).toMatchObject({
      side: 'a',
      canRecordResult: false,
    });
    expect(
      (
        await c.call('POST', `/api/matches/${mine.items[0]!.id}/official-result`, member.cookie, {
          scoreA: 1,
          scoreB: 0,
        })
      ).statusCode,
    ).toBe(403);
    await c.call('POST', `/api/matches/${mine.items[0]!.id}/official-result`, organizer.cookie, {
      scoreA: 1,
      scoreB: 0,
    });
    const recent = (await c.call('GET', '/api/me/matches?scope=recent', member.cookie)).json<{ items: Match[] }>();
    expect(recent.items[0]).toMatchObject({ status: 'completed', winner: 'a' });

    const cv = (
      await c.call('GET', `/api/users/${member.user.id}/tournaments`, organizer.cookie)
    ).json<UserTournamentPage>();
    expect(cv.items[0]).toMatchObject({
      role: 'participant',
      tournament: { id: tour.id },
      participant: { finalRank: 1 },
    });
    const hosted = (
      await c.call('GET', `/api/users/${organizer.user.id}/tournaments`, member.cookie)
    ).json<UserTournamentPage>();
    expect(hosted.items[0]).toMatchObject({ role: 'organizer' });

    const stats = (await c.detail(entries[0]!.team, member)).stats;
    expect(stats).toMatchObject({ matches: 1, wins: 1, winRate: 100, tournaments: 1 });
    expect((await c.detail(entries[1]!.team, member)).stats).toMatchObject({ matches: 1, wins: 0, winRate: 0 });
  });

  it('deleting a tournament tells its participants', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const [e] = await c.teamsRegistered(tour.id, 1);
    expect((await c.call('DELETE', `/api/tournaments/${tour.id}`, organizer.cookie)).statusCode).toBe(204);
    const notes = await c.notificationsOf(e!.team.owner);
    expect(notes.some((n) => n.type === 'tournament_update' && n.params.change === 'deleted')).toBe(true);
  });
});
