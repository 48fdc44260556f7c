import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  League,
  LeagueDetail,
  LeagueFixtures,
  LeaguePage,
  LeagueStandings,
  LeagueTeam,
  Match,
  MatchDetail,
} from '@esn/contract';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { inHours, tournamentsClient } from '../tournaments/test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe('leagues', () => {
  it('teams join, fixtures by week, results make the table with head-to-head before difference', async () => {
    const organizer = await c.player();
    const created = await c.call('POST', '/api/leagues', organizer.cookie, {
      name: 'Anatolian League',
      game: 'valorant',
      season: '2026 Spring',
      startsAt: inHours(24),
    });
    expect(created.statusCode, created.body).toBe(201);
    const league = created.json<{ league: League }>().league;
    expect(league).toMatchObject({ status: 'upcoming', rounds: 'single', teamsCount: 0, matchIntervalDays: 7 });

    const teams = await Promise.all(Array.from({ length: 4 }, () => c.teamOf()));
    // An owner enters their own team; the organizer invites the others and their owners accept; a stranger may
    // not; a wrong game is 409.
    const own = await c.call('POST', `/api/leagues/${league.id}/teams`, teams[0]!.owner.cookie, {
      teamId: teams[0]!.team.id,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<LeagueTeam>()).toMatchObject({ team: { id: teams[0]!.team.id }, status: 'accepted' });
    const stranger = await c.player();
    expect(
      (await c.call('POST', `/api/leagues/${league.id}/teams`, stranger.cookie, { teamId: teams[1]!.team.id }))
        .statusCode,
    ).toBe(403);
    for (const f of teams.slice(1)) {
      const invited = await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: f.team.id });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json<LeagueTeam>().status).toBe('invited');
      expect(
        (await c.call('POST', `/api/leagues/${league.id}/teams/${f.team.id}/accept`, f.owner.cookie)).statusCode,
      ).toBe(200);
    }
    expect(
      codeOf(await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: teams[1]!.team.id })),
    ).toBe('league_team_exists');
    const cs = await c.teamOf({ games: ['cs2'] });
    expect(
      codeOf(await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: cs.team.id })),
    ).toBe('team_wrong_game');

    expect((await c.call('POST', `/api/leagues/${league.id}/fixtures`, stranger.cookie)).statusCode).toBe(403);
    const fx = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
    expect(fx.statusCode, fx.body).toBe(201);
    const fixtures = fx.json<LeagueFixtures>();
    expect(fixtures.weeks.map((w) => w.matches.length)).toEqual([2, 2, 2]);
    expect(new Date(fixtures.weeks[1]!.startsAt).getTime() - new Date(fixtures.weeks[0]!.startsAt).getTime()).toBe(
      7 * 86_400_000,
    );
    expect(codeOf(await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie))).toBe('fixtures_exist');
    expect(
      codeOf(await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, { teamId: cs.team.id })),
    ).toBe('league_started');

    // Results: A beats B 1-0, B beats C 5-0, D beats A 1-0, C-D 0-0, and the rest drawn 0-0.
    const [A, B, C, D] = teams.map((f) => f.team.id);
    const score: Record<string, [number, number]> = {
      [`${A}|${B}`]: [1, 0],
      [`${B}|${C}`]: [5, 0],
      [`${D}|${A}`]: [1, 0],
      [`${C}|${D}`]: [0, 0],
    };
    const all: Match[] = fixtures.weeks.flatMap((w) => w.matches);
    for (const m of all) {
      const h = m.a!.participant!.teamId!;
      const a = m.b!.participant!.teamId!;
      const [x, y] =
        score[`${h}|${a}`] ?? (score[`${a}|${h}`] ? [score[`${a}|${h}`]![1], score[`${a}|${h}`]![0]] : [0, 0]);
      const res = await c.call('POST', `/api/matches/${m.id}/official-result`, organizer.cookie, {
        scoreA: x,
        scoreB: y,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const table = (await c.call('GET', `/api/leagues/${league.id}/standings`, stranger.cookie)).json<LeagueStandings>()
      .rows;
    // D 5 (beat A, drew B and C); A 4 (beat B, drew C) and B 4 (beat C 5-0, drew D): level, B has the better
    // difference (+4 against 0) but A beat B, so A is second; C 2.
    expect(table.map((r) => r.points)).toEqual([5, 4, 4, 2]);
    expect(table.map((r) => r.participant.id)).toEqual([D, A, B, C]);
    expect(table[0]).toMatchObject({
      played: 3,
      won: 1,
      drawn: 2,
      lost: 0,
      scoreFor: 1,
      scoreAgainst: 0,
      difference: 1,
    });

    const detail = (await c.call('GET', `/api/leagues/${league.id}`, organizer.cookie)).json<LeagueDetail>();
    expect(detail.league).toMatchObject({ status: 'completed', teamsCount: 4, weeks: 3 });
    expect(detail.viewer.canManage).toBe(true);
    expect((await c.detail(teams[3]!, organizer)).stats).toMatchObject({ matches: 3, wins: 1, leagues: 1 });

    const list = (
      await c.call('GET', '/api/leagues?game=valorant&status=completed&q=anatolian', stranger.cookie)
    ).json<LeaguePage>();
    expect(list.items.map((l) => l.id)).toContain(league.id);
  });

  it('double round robin: every pair twice, home and away swapped; two teams at least', async () => {
    const organizer = await c.player();
    const league = (
      await c.call('POST', '/api/leagues', organizer.cookie, {
        name: 'Double league',
        game: 'valorant',
        season: 'S1',
        rounds: 'double',
        startsAt: inHours(1),
        matchIntervalDays: 3,
      })
    ).json<{
      league: League;
    }>().league;
    const few = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
    expect(few.statusCode).toBe(400);
    expect(codeOf(few)).toBe('too_few_teams');
    for (let i = 0; i < 3; i++) {
      const f = await c.teamOf();
      await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
    }
    const fixtures = (
      await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)
    ).json<LeagueFixtures>();
    const games = fixtures.weeks.flatMap((w) =>
      w.matches.map((m) => `${m.a!.participant!.id}>${m.b!.participant!.id}`),
    );
    expect(games).toHaveLength(6);
    expect(new Set(games).size).toBe(6);
    expect(fixtures.weeks).toHaveLength(6);
  });

  it('only someone who finished onboarding creates a league: 403 onboarding_incomplete, and nothing is created', async () => {
    const newcomer = await registerUser(t.app);
    expect(newcomer.user.onboardingCompleted).toBe(false);
    const body = {
      name: `Newcomer league ${newcomer.user.nickname}`,
      game: 'valorant',
      season: 'S1',
      startsAt: inHours(24),
    };
    const res = await c.call('POST', '/api/leagues', newcomer.cookie, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(codeOf(res)).toBe('onboarding_incomplete');
    const found = (
      await c.call('GET', `/api/leagues?q=${encodeURIComponent(body.name)}`, newcomer.cookie)
    ).json<LeaguePage>();
    expect(found.items).toHaveLength(0);
    expect((await c.call('POST', '/api/onboarding/role', newcomer.cookie, { userType: 'player' })).statusCode).toBe(
      200,
    );
    expect((await c.call('POST', '/api/leagues', newcomer.cookie, body)).statusCode).toBe(201);
  });

  it('a first match week in the past is refused with a translated 400 under the start field, and nothing is created', async () => {
    const organizer = await c.player();
    const name = `Past league ${organizer.user.nickname}`;
    const body = { name, game: 'valorant', season: 'S1', startsAt: '2020-01-01T00:00:00.000Z' };
    const post = (lang: 'tr' | 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/leagues',
        headers: { cookie: organizer.cookie, 'accept-language': lang },
        payload: body,
      });
    const en = await post('en');
    expect(en.statusCode, en.body).toBe(400);
    const refusal = en.json<{ code: string; message: string; issues: unknown[] }>();
    expect(refusal.code).toBe('league_start_past');
    expect(refusal.message).toMatch(/first match week must be in the future/i);
    expect(refusal.issues).toEqual([{ path: 'startsAt', code: 'league_start_past', message: refusal.message }]);
    const tr = await post('tr');
    expect(tr.statusCode).toBe(400);
    expect(tr.json<{ message: string }>().message).toMatch(/İlk maç haftası gelecekte olmalı/);
    const found = (
      await c.call('GET', `/api/leagues?q=${encodeURIComponent(name)}`, organizer.cookie)
    ).json<LeaguePage>();
    expect(found.items).toHaveLength(0);
    // An hour ago too; a start ahead is accepted.
    expect(codeOf(await c.call('POST', '/api/leagues', organizer.cookie, { ...body, startsAt: inHours(-1) }))).toBe(
      'league_start_past',
    );
    expect((await c.call('POST', '/api/leagues', organizer.cookie, { ...body, startsAt: inHours(1) })).statusCode).toBe(
      201,
    );
  });

  describe("a team enters only with its leaders' consent", () => {
    const leagueOf = async (organizer: { cookie: string }, over: Record<string, unknown> = {}) => {
      const res = await c.call('POST', '/api/leagues', organizer.cookie, {
        name: 'Consent League',
        game: 'valorant',
        season: 'S1',
        startsAt: inHours(24),
        ...over,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ league: League }>().league;
    };
    const detailOf = async (id: string, viewer: { cookie: string }) =>
      (await c.call('GET', `/api/leagues/${id}`, viewer.cookie)).json<LeagueDetail>();
    const invite = (id: string, by: { cookie: string }, teamId: string) =>
      c.call('POST', `/api/leagues/${id}/teams`, by.cookie, { teamId });
    const answer = (id: string, teamId: string, by: { cookie: string }, what: 'accept' | 'decline') =>
      c.call('POST', `/api/leagues/${id}/teams/${teamId}/${what}`, by.cookie);

    it('an invited team is in no fixture, table or count until its owner accepts; its leaders are notified', async () => {
      const organizer = await c.player();
      const league = await leagueOf(organizer);
      const [x, y, z] = [await c.teamOf(), await c.teamOf(), await c.teamOf()];
      const manager = await c.player();
      await c.addMember(y, manager, 'manager');
      for (const f of [x, y, z]) {
        const res = await invite(league.id, organizer, f.team.id);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json<LeagueTeam>()).toMatchObject({ status: 'invited', team: { id: f.team.id } });
      }
      // Invited teams show to the organizer as such; nobody is counted or in the table yet.
      const before = await detailOf(league.id, organizer);
      expect(before.league.teamsCount).toBe(0);
      expect(before.teams.map((e) => e.status)).toEqual(['invited', 'invited', 'invited']);
      expect(
        (await c.call('GET', `/api/leagues/${league.id}/standings`, organizer.cookie)).json<LeagueStandings>().rows,
      ).toHaveLength(0);
      expect(codeOf(await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie))).toBe(
        'too_few_teams',
      );
      expect((await c.detail(x, x.owner)).stats).toMatchObject({ leagues: 0 });

      // The owner and the manager hear of it, with the league to answer on; the owner sees the invitation there.
      for (const p of [y.owner, manager]) {
        const note = (await c.notificationsOf(p)).find((n) => n.type === 'league_invitation');
        expect(note).toMatchObject({
          actionUrl: `/leagues/${league.id}`,
          params: { league: 'Consent League', team: y.team.name, nickname: organizer.user.nickname },
        });
      }
      const asOwner = await detailOf(league.id, x.owner);
      expect(asOwner.viewer.invitedTeams.map((t) => t.id)).toEqual([x.team.id]);
      expect(asOwner.viewer.registrableTeams).toHaveLength(0);

      // A stranger, a plain member and the organizer cannot answer for the team.
      const member = await c.player();
      await c.addMember(x, member);
      for (const p of [await c.player(), member, organizer]) {
        const res = await answer(league.id, x.team.id, p, 'accept');
        expect(res.statusCode, res.body).toBe(403);
        expect(codeOf(res)).toBe('not_team_manager');
      }
      expect((await answer(league.id, x.team.id, member, 'decline')).statusCode).toBe(403);

      // The owner accepts, the manager accepts for theirs, z's owner declines: its invitation is gone.
      const accepted = await answer(league.id, x.team.id, x.owner, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<LeagueTeam>()).toMatchObject({ status: 'accepted', team: { id: x.team.id } });
      expect(codeOf(await answer(league.id, x.team.id, x.owner, 'accept'))).toBe('league_invitation_not_found');
      expect((await answer(league.id, y.team.id, manager, 'accept')).statusCode).toBe(200);
      expect((await answer(league.id, z.team.id, z.owner, 'decline')).statusCode).toBe(204);
      const after = await detailOf(league.id, organizer);
      expect(after.league.teamsCount).toBe(2);
      expect(after.teams.map((e) => [e.team.id, e.status])).toEqual([
        [x.team.id, 'accepted'],
        [y.team.id, 'accepted'],
      ]);
      expect(
        (await c.call('GET', `/api/leagues/${league.id}/standings`, organizer.cookie))
          .json<LeagueStandings>()
          .rows.map((r) => r.participant.id)
          .sort(),
      ).toEqual([x.team.id, y.team.id].sort());
      expect((await detailOf(league.id, z.owner)).viewer.registrableTeams.map((t) => t.id)).toEqual([z.team.id]);
    });

    it('fixtures take accepted teams only; unanswered invitations lapse', async () => {
      const organizer = await c.player();
      const league = await leagueOf(organizer);
      const [x, y, w] = [await c.teamOf(), await c.teamOf(), await c.teamOf()];
      for (const f of [x, y])
        expect(
          (
            await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id })
          ).json<LeagueTeam>().status,
        ).toBe('accepted');
      expect((await invite(league.id, organizer, w.team.id)).statusCode).toBe(201);
      const fx = await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie);
      expect(fx.statusCode, fx.body).toBe(201);
      const ids = fx
        .json<LeagueFixtures>()
        .weeks.flatMap((wk) => wk.matches.flatMap((m) => [m.a!.participant!.teamId, m.b!.participant!.teamId]));
      expect(new Set(ids)).toEqual(new Set([x.team.id, y.team.id]));
      expect((await detailOf(league.id, organizer)).teams.map((e) => e.team.id)).not.toContain(w.team.id);
      expect((await answer(league.id, w.team.id, w.owner, 'accept')).statusCode).toBe(409);
    });

    it("the organizer's own team joins at once; its owner's own request accepts an invitation; the organizer withdraws one", async () => {
      const own = await c.teamOf();
      const league = await leagueOf(own.owner);
      const res = await invite(league.id, own.owner, own.team.id);
      expect(res.json<LeagueTeam>().status).toBe('accepted');
      const other = await c.teamOf();
      expect((await invite(league.id, own.owner, other.team.id)).json<LeagueTeam>().status).toBe('invited');
      expect(codeOf(await invite(league.id, own.owner, other.team.id))).toBe('league_team_exists');
      const joined = await invite(league.id, other.owner, other.team.id);
      expect(joined.statusCode, joined.body).toBe(201);
      expect(joined.json<LeagueTeam>().status).toBe('accepted');
      expect((await detailOf(league.id, own.owner)).league.teamsCount).toBe(2);

      const third = await c.teamOf();
      expect((await invite(league.id, own.owner, third.team.id)).statusCode).toBe(201);
      expect(
        (await c.call('DELETE', `/api/leagues/${league.id}/teams/${third.team.id}`, own.owner.cookie)).statusCode,
      ).toBe(204);
      expect(codeOf(await answer(league.id, third.team.id, third.owner, 'accept'))).toBe('league_invitation_not_found');
      expect((await detailOf(league.id, own.owner)).teams).toHaveLength(2);
    });

    it('an admin too only invites', async () => {
      const admin = await c.admin();
      const league = await leagueOf(await c.player());
      const f = await c.teamOf();
      expect((await invite(league.id, admin, f.team.id)).json<LeagueTeam>().status).toBe('invited');
    });

    it('unknown league or team 404, bad body 400, every answer translated', async () => {
      const organizer = await c.player();
      const league = await leagueOf(organizer);
      const f = await c.teamOf();
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const url of [
        `/api/leagues/${unknown}/teams/${f.team.id}/accept`,
        `/api/leagues/nope/teams/${f.team.id}/decline`,
      ]) {
        const res = await c.call('POST', url, f.owner.cookie);
        expect(res.statusCode, res.body).toBe(404);
        expect(codeOf(res)).toBe('league_not_found');
      }
      expect(codeOf(await answer(league.id, unknown, f.owner, 'accept'))).toBe('team_not_found');
      expect(codeOf(await invite(unknown, organizer, f.team.id))).toBe('league_not_found');
      expect(codeOf(await answer(league.id, f.team.id, f.owner, 'decline'))).toBe('league_invitation_not_found');
      for (const body of [{}, { teamId: 5 }, { teamId: f.team.id, extra: true }]) {
        const res = await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
      }
    });
  });

  it("an organizer who acts for a side cannot set that match's result (403); an admin can", async () => {
    const own = await c.teamOf();
    const league = (
      await c.call('POST', '/api/leagues', own.owner.cookie, {
        name: 'Own League',
        game: 'valorant',
        season: 'S1',
        // A start may not be past: results before the first week are let in instead.
        startsAt: inHours(1),
        allowEarlyResults: true,
      })
    ).json<{ league: League }>().league;
    const other = await c.teamOf();
    for (const f of [own, other])
      expect(
        (await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id })).statusCode,
      ).toBe(201);
    const m = (await c.call('POST', `/api/leagues/${league.id}/fixtures`, own.owner.cookie)).json<LeagueFixtures>()
      .weeks[0]!.matches[0]!;
    const view = (await c.call('GET', `/api/matches/${m.id}`, own.owner.cookie)).json<MatchDetail>();
    expect(view.viewer.canRecordResult).toBe(false);
    const refused = await c.call('POST', `/api/matches/${m.id}/official-result`, own.owner.cookie, {
      scoreA: 3,
      scoreB: 0,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'organizer_is_side',
      message: expect.stringContaining('administrator'),
    });
    const tr = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${m.id}/official-result`,
      headers: { cookie: own.owner.cookie, 'accept-language': 'tr' },
      payload: { scoreA: 3, scoreB: 0 },
    });
    expect(tr.json<{ message: string }>().message).toContain('yönetici');
    expect((await c.call('GET', `/api/matches/${m.id}`, own.owner.cookie)).json<MatchDetail>().match.status).toBe(
      'ready',
    );
    const admin = await c.admin();
    expect((await c.call('GET', `/api/matches/${m.id}`, admin.cookie)).json<MatchDetail>().viewer.canRecordResult).toBe(
      true,
    );
    const set = await c.call('POST', `/api/matches/${m.id}/official-result`, admin.cookie, { scoreA: 1, scoreB: 2 });
    expect(set.statusCode, set.body).toBe(200);
  });
  describe('removing a team, unknown leagues, bad bodies', () => {
    const newLeague = async (organizer: { cookie: string }) => {
      const res = await c.call('POST', '/api/leagues', organizer.cookie, {
        name: 'Removal League',
        game: 'valorant',
        season: 'S1',
        startsAt: inHours(24),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ league: League }>().league;
    };
    const detailOf = async (id: string, viewer: { cookie: string }) =>
      (await c.call('GET', `/api/leagues/${id}`, viewer.cookie)).json<LeagueDetail>();

    it('the organizer takes a team out and a team leader its own; others may not; none once the fixtures exist', async () => {
      const organizer = await c.player();
      const league = await newLeague(organizer);
      const [x, y, z, w] = [await c.teamOf(), await c.teamOf(), await c.teamOf(), await c.teamOf()];
      const manager = await c.player();
      await c.addMember(y, manager, 'manager');
      for (const f of [x, y, z, w])
        expect(
          (await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id })).statusCode,
        ).toBe(201);
      expect((await detailOf(league.id, organizer)).league.teamsCount).toBe(4);
      const remove = (teamId: string, by: { cookie: string }) =>
        c.call('DELETE', `/api/leagues/${league.id}/teams/${teamId}`, by.cookie);

      // A stranger, a plain member of the team and another team's owner may not.
      const member = await c.player();
      await c.addMember(x, member);
      for (const p of [await c.player(), member, z.owner]) {
        const res = await remove(x.team.id, p);
        expect(res.statusCode, res.body).toBe(403);
        expect(codeOf(res)).toBe('not_team_manager');
      }
      // The organizer takes x out; y's manager takes y out: both gone from the entries, the count and the table.
      expect((await remove(x.team.id, organizer)).statusCode).toBe(204);
      expect((await remove(y.team.id, manager)).statusCode).toBe(204);
      const after = await detailOf(league.id, organizer);
      expect(after.league.teamsCount).toBe(2);
      expect(after.teams.map((e) => e.team.id)).toEqual([z.team.id, w.team.id]);
      const table = (
        await c.call('GET', `/api/leagues/${league.id}/standings`, organizer.cookie)
      ).json<LeagueStandings>();
      expect(table.rows.map((r) => r.participant.id).sort()).toEqual([z.team.id, w.team.id].sort());
      // Out is out: again 404; a team never in it 404; x's owner enters it again.
      const again = await remove(x.team.id, organizer);
      expect(again.statusCode).toBe(404);
      expect(codeOf(again)).toBe('team_not_found');
      expect(codeOf(await remove('00000000-0000-4000-8000-000000000000', organizer))).toBe('team_not_found');
      expect(codeOf(await remove('nope', organizer))).toBe('team_not_found');
      expect(
        (await c.call('POST', `/api/leagues/${league.id}/teams`, x.owner.cookie, { teamId: x.team.id })).statusCode,
      ).toBe(201);

      expect((await c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)).statusCode).toBe(201);
      for (const [teamId, by] of [
        [z.team.id, organizer],
        [w.team.id, w.owner],
      ] as const) {
        const res = await remove(teamId, by);
        expect(res.statusCode, res.body).toBe(409);
        expect(codeOf(res)).toBe('league_started');
      }
      expect((await detailOf(league.id, organizer)).league.teamsCount).toBe(3);
    });

    it('an unknown league is 404 league_not_found on every route, translated', async () => {
      const someone = await c.player();
      const f = await c.teamOf();
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        for (const [method, url] of [
          ['GET', `/api/leagues/${id}`],
          ['GET', `/api/leagues/${id}/fixtures`],
          ['GET', `/api/leagues/${id}/standings`],
          ['POST', `/api/leagues/${id}/fixtures`],
          ['DELETE', `/api/leagues/${id}/teams/${f.team.id}`],
        ] as const) {
          const res = await c.call(method, url, someone.cookie);
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
          expect(codeOf(res)).toBe('league_not_found');
        }
      }
      const tr = await t.app.inject({
        method: 'GET',
        url: '/api/leagues/00000000-0000-4000-8000-000000000000',
        headers: { cookie: someone.cookie, 'accept-language': 'tr' },
      });
      const en = await c.call('GET', '/api/leagues/00000000-0000-4000-8000-000000000000', someone.cookie);
      expect(tr.json<{ message: string }>().message).not.toBe(en.json<{ message: string }>().message);
    });

    it('a bad body is 400 with a message and the field, and creates nothing', async () => {
      const organizer = await c.player();
      const good = { name: 'Bad body league', game: 'valorant', season: 'S1', startsAt: inHours(24) };
      for (const [body, field] of [
        [{ ...good, name: 'ab' }, 'name'],
        [{ ...good, game: 'chess' }, 'game'],
        [{ ...good, season: '' }, 'season'],
        [{ ...good, startsAt: 'tomorrow' }, 'startsAt'],
        [{ ...good, rounds: 'triple' }, 'rounds'],
        [{ ...good, matchIntervalDays: 0 }, 'matchIntervalDays'],
        [{ ...good, matchIntervalDays: 61 }, 'matchIntervalDays'],
        [{ ...good, extra: true }, ''],
        [{ name: 'Bad body league' }, 'game'],
      ] as const) {
        const res = await c.call('POST', '/api/leagues', organizer.cookie, body);
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
        const refusal = res.json<{ code: string; message: string; issues: { path: string; message: string }[] }>();
        expect(refusal.code).toBe('validation');
        expect(refusal.message.length).toBeGreaterThan(0);
        if (field) expect(refusal.issues.map((i) => i.path)).toContain(field);
      }
      const found = (
        await c.call('GET', `/api/leagues?q=${encodeURIComponent(good.name)}`, organizer.cookie)
      ).json<LeaguePage>();
      expect(found.items).toHaveLength(0);
    });
  });

  describe('at the same time', () => {
    const newLeague = async (organizer: { cookie: string }) =>
      (
        await c.call('POST', '/api/leagues', organizer.cookie, {
          name: 'Race League',
          game: 'valorant',
          season: 'S1',
          startsAt: inHours(24),
        })
      ).json<{ league: League }>().league;
    const detailOf = async (id: string, viewer: { cookie: string }) =>
      (await c.call('GET', `/api/leagues/${id}`, viewer.cookie)).json<LeagueDetail>();

    it('the same team added twice at once enters once', async () => {
      const organizer = await c.player();
      const league = await newLeague(organizer);
      const f = await c.teamOf();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(answers.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(Array(3).fill('league_team_exists'));
      const detail = await detailOf(league.id, organizer);
      expect(detail.teams.map((e) => e.team.id)).toEqual([f.team.id]);
      expect(detail.league.teamsCount).toBe(1);
    });

    it('many teams added at once all enter, none twice, and the count is theirs', async () => {
      const organizer = await c.player();
      const league = await newLeague(organizer);
      const teams = await Promise.all(Array.from({ length: 10 }, () => c.teamOf()));
      const answers = await Promise.all(
        teams.map((f) => c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const detail = await detailOf(league.id, organizer);
      expect(detail.teams.map((e) => e.team.id).sort()).toEqual(teams.map((f) => f.team.id).sort());
      expect(detail.league.teamsCount).toBe(10);
    });

    it('fixtures generated twice at once are made once', async () => {
      const organizer = await c.player();
      const league = await newLeague(organizer);
      for (let i = 0; i < 4; i++) {
        const f = await c.teamOf();
        await c.call('POST', `/api/leagues/${league.id}/teams`, f.owner.cookie, { teamId: f.team.id });
      }
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => c.call('POST', `/api/leagues/${league.id}/fixtures`, organizer.cookie)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(['fixtures_exist', 'fixtures_exist']);
      const fixtures = (
        await c.call('GET', `/api/leagues/${league.id}/fixtures`, organizer.cookie)
      ).json<LeagueFixtures>();
      expect(fixtures.weeks.map((w) => w.matches.length)).toEqual([2, 2, 2]);
      expect((await detailOf(league.id, organizer)).league).toMatchObject({ status: 'in_progress', weeks: 3 });
    });
  });
});
