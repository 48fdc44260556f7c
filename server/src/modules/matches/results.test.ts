import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApproveResultResponse,
  LeagueFixtures,
  LeagueStandings,
  PendingMatchResult,
  TeamDetail,
  TournamentDetail,
} from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { inArray } from 'drizzle-orm';
import { uploads } from '../../db/schema/index';
import { storageFor } from '../uploads/storage';
import { fixtures, uploaded } from '../uploads/test-fixtures';
import { sweepOrphanUploads } from '../uploads/uploads.service';
import { resultsClient } from './results-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

describe('submitting a result', () => {
  it('a side submits with a screenshot: spec §3 fields exactly, the match waits, the other side is asked in a notification', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const shot = await c.screenshot(a.owner);
    const res = await c.submit(a.owner, match.id, { scoreA: 2, scoreB: 1, screenshotUploadId: shot.id });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<PendingMatchResult>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'approvalDeadline',
        'awayTeam',
        'homeTeam',
        'resultSubmittedAt',
        'screenshotUrl',
        'submittedBy',
        'submittedScoreA',
        'submittedScoreB',
      ].sort(),
    );
    expect(body).toMatchObject({
      homeTeam: { name: a.team.name, logoUrl: null },
      awayTeam: { name: b.team.name, logoUrl: null },
      submittedScoreA: 2,
      submittedScoreB: 1,
      submittedBy: { nickname: a.owner.user.nickname, firstName: a.owner.user.firstName },
      screenshotUrl: shot.url,
    });
    expect(body.screenshotUrl).toMatch(/^\/public-objects\//);
    // The default window is one day.
    expect(Date.parse(body.approvalDeadline) - Date.parse(body.resultSubmittedAt)).toBe(24 * 3_600_000);
    expect((await c.pending(b.owner, match.id)).json()).toEqual(body);

    const seen = await c.detail(b.owner, match.id);
    expect(seen.match.status).toBe('awaiting_approval');
    expect(seen.submission).toEqual({
      side: 'a',
      approvalDeadline: body.approvalDeadline,
      scoreA: 2,
      scoreB: 1,
      games: [],
    });
    expect(seen.viewer).toMatchObject({
      side: 'b',
      actsFor: 'b',
      canSubmitResult: false,
      canDecideResult: true,
      canAddEvidence: true,
    });
    expect((await c.detail(a.owner, match.id)).viewer).toMatchObject({ actsFor: 'a', canDecideResult: false });

    const [asked] = await c.told(b.owner, 'match_result', match.id);
    expect(asked).toMatchObject({ actionUrl: `/matches/${match.id}`, relatedId: match.id, senderId: a.owner.user.id });
    expect(asked!.params).toMatchObject({ home: a.team.name, away: b.team.name, scoreA: 2, scoreB: 1 });
    expect(await c.told(a.owner, 'match_result', match.id)).toEqual([]);
    const history = await c.history(organizer, match.id);
    expect(history.map((h) => [h.kind, h.side, h.actor?.id, h.scoreA, h.scoreB, h.screenshotUrl])).toEqual([
      ['result_submitted', 'a', a.owner.user.id, 2, 1, shot.url],
    ]);
  });

  it('owners, managers and captains act for their team; a plain member, the organizer and outsiders may not', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a } = await c.readyMatch(tour.id, organizer, teamOf);
    const [manager, captain, member, outsider] = [
      await c.player(),
      await c.player(),
      await c.player(),
      await c.player(),
    ];
    await c.addMember(a, manager, 'manager');
    await c.addMember(a, captain);
    await c.addMember(a, member);
    const named = await c.call('PATCH', `/api/teams/${a.team.id}/members/${captain.user.id}`, a.owner.cookie, {
      isCaptain: true,
    });
    expect(named.statusCode, named.body).toBe(200);

    for (const who of [member, organizer, outsider]) {
      const res = await c.submit(who, match.id, { scoreA: 1, scoreB: 0 });
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('not_match_side');
    }
    expect((await c.detail(member, match.id)).viewer).toMatchObject({
      side: 'a',
      actsFor: null,
      canSubmitResult: false,
    });
    expect((await c.detail(captain, match.id)).viewer).toMatchObject({ actsFor: 'a', canSubmitResult: true });
    expect((await c.submit(captain, match.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(201);
    // One pending result per match.
    const again = await c.submit(manager, match.id, { scoreA: 3, scoreB: 0 });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('match_result_pending');
  });

  it('both sides submitting at once: exactly one result is kept', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const answers = await Promise.all([
      c.submit(a.owner, match.id, { scoreA: 2, scoreB: 0 }),
      c.submit(b.owner, match.id, { scoreA: 0, scoreB: 2 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(codeOf(answers.find((r) => r.statusCode === 409)!)).toBe('match_result_pending');
    expect((await c.history(organizer, match.id)).filter((h) => h.kind === 'result_submitted')).toHaveLength(1);
  });

  it('refuses bad input with a translated 400 and writes nothing', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const othersShot = await c.screenshot(b.owner);
    const video = await uploaded(t.app, a.owner.cookie, fixtures.mp4(), 'clip.mp4');
    for (const [body, code] of [
      [{ scoreA: 1, scoreB: 1 }, 'draw_not_allowed'],
      [{ scoreA: -1, scoreB: 0 }, 'validation'],
      [{ scoreA: 1000, scoreB: 0 }, 'validation'],
      [{ scoreA: 1.5, scoreB: 0 }, 'validation'],
      [{ scoreA: 1 }, 'validation'],
      [{ scoreA: 1, scoreB: 0, winner: 'a' }, 'validation'],
      [{ scoreA: 1, scoreB: 0, screenshotUploadId: 'not-an-id' }, 'validation'],
      [{ scoreA: 1, scoreB: 0, screenshotUploadId: othersShot.id }, 'screenshot_invalid'],
      [{ scoreA: 1, scoreB: 0, screenshotUploadId: video.id }, 'screenshot_invalid'],
    ] as const) {
      const res = await c.submit(a.owner, match.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res), JSON.stringify(body)).toBe(code);
    }
    const tr = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/result`,
      headers: { cookie: a.owner.cookie, 'accept-language': 'tr' },
      payload: { scoreA: 2, scoreB: 0, screenshotUploadId: video.id },
    });
    expect(tr.json<{ message: string }>().message).toBe(
      'Ekran görüntüsü senin yüklediğin, en fazla 5 MB bir resim olmalı.',
    );
    expect((await c.detail(a.owner, match.id)).match.status).toBe('ready');
    expect(await c.history(a.owner, match.id)).toEqual([]);
    expect((await c.submit(a.owner, '00000000-0000-4000-8000-000000000000', { scoreA: 1, scoreB: 0 })).statusCode).toBe(
      404,
    );
  });

  it('screenshots on a result and on evidence are never swept as orphaned uploads', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(2);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const [onResult, onEvidence, orphan] = [
      await c.screenshot(a.owner),
      await c.screenshot(b.owner),
      await c.screenshot(b.owner),
    ];
    expect(
      (await c.submit(a.owner, match.id, { scoreA: 1, scoreB: 0, screenshotUploadId: onResult.id })).statusCode,
    ).toBe(201);
    expect(
      (await c.call('POST', `/api/matches/${match.id}/evidence`, b.owner.cookie, { screenshotUploadId: onEvidence.id }))
        .statusCode,
    ).toBe(201);
    const ids = [onResult.id, onEvidence.id, orphan.id];
    await t.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(inArray(uploads.id, ids));
    expect(await sweepOrphanUploads(t.app.ctx, storageFor(t.config))).toBe(1);
    for (const kept of [onResult, onEvidence])
      expect((await t.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
  });

  it('a match whose sides are not known yet takes no result', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const final = (await c.matchesOf(tour.id, organizer.cookie)).find((m) => m.status === 'pending')!;
    const { a } = await c.readyMatch(tour.id, organizer, teamOf);
    const res = await c.submit(a.owner, final.id, { scoreA: 1, scoreB: 0 });
    expect(res.statusCode).toBe(403);
  });
});

describe('answering a result', () => {
  it('approval makes it final: the bracket moves on, team statistics count it, the submitter hears it; twice is 409', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(a.owner, match.id, 0, 2);
    const own = await c.decide(a.owner, match.id, true);
    expect(own.statusCode).toBe(403);
    expect(codeOf(own)).toBe('own_match_result');
    const outsider = await c.decide(organizer, match.id, true);
    expect(outsider.statusCode).toBe(403);
    expect(codeOf(outsider)).toBe('not_match_side');

    const res = await c.decide(b.owner, match.id, true);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ApproveResultResponse>();
    expect(answer.outcome).toBe('approved');
    expect(answer.match).toMatchObject({
      status: 'completed',
      winner: 'b',
      a: { score: 0, result: 'loss' },
      b: { score: 2, result: 'win' },
    });
    const final = (await c.matchesOf(tour.id, organizer.cookie)).find((m) => m.position.round === 2)!;
    expect([final.a?.participant?.teamId, final.b?.participant?.teamId]).toContain(b.team.id);

    const twice = await c.decide(b.owner, match.id, false);
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('match_result_decided');
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/matches/${match.id}/pending-result`,
      headers: { cookie: b.owner.cookie, 'accept-language': 'tr' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe('Maç sonucu bulunamadı');

    const [heard] = await c.told(a.owner, 'match_result_approval', match.id);
    expect(heard).toMatchObject({ senderId: b.owner.user.id, actionUrl: `/matches/${match.id}` });
    expect(heard!.params).toMatchObject({ outcome: 'approved', scoreA: 0, scoreB: 2 });
    expect(heard!.message).toContain('onaylandı');
    const stats = (team: typeof a) =>
      c.call('GET', `/api/teams/slug/${team.team.slug}`, organizer.cookie).then((r) => r.json<TeamDetail>().stats);
    expect(await stats(b)).toMatchObject({ matches: 1, wins: 1, winRate: 100 });
    expect(await stats(a)).toMatchObject({ matches: 1, wins: 0 });
    expect((await c.history(organizer, match.id)).map((h) => [h.kind, h.side, h.actor?.id])).toEqual([
      ['result_submitted', 'a', a.owner.user.id],
      ['result_approved', 'b', b.owner.user.id],
    ]);
  });

  it('a rejection opens a dispute: evidence from both sides, the organizer settles it and both sides hear', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(a.owner, match.id, 2, 0);
    const res = await c.decide(b.owner, match.id, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApproveResultResponse>()).toMatchObject({
      outcome: 'disputed',
      match: { status: 'disputed', winner: null },
    });
    expect((await c.told(a.owner, 'match_result_approval', match.id))[0]!.params.outcome).toBe('disputed');
    expect(await c.told(organizer, 'match_dispute_opened', match.id)).toHaveLength(1);
    // A disputed match takes no new submission.
    expect(codeOf(await c.submit(b.owner, match.id, { scoreA: 0, scoreB: 2 }))).toBe('match_disputed');

    const evidence = (by: typeof a.owner, body: Record<string, unknown>) =>
      c.call('POST', `/api/matches/${match.id}/evidence`, by.cookie, body);
    const shot = await c.screenshot(b.owner);
    expect((await evidence(b.owner, { comment: 'We won the third map', screenshotUploadId: shot.id })).statusCode).toBe(
      201,
    );
    expect((await evidence(a.owner, { comment: 'Their screenshot is from another match' })).statusCode).toBe(201);
    const empty = await evidence(a.owner, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(codeOf(await evidence(organizer, { comment: 'I am not a side' }))).toBe('not_match_side');
    const outsiderShot = await evidence(a.owner, { screenshotUploadId: shot.id });
    expect(codeOf(outsiderShot)).toBe('screenshot_invalid');

    const sideSettles = await c.official(a.owner, match.id, { scoreA: 2, scoreB: 0 });
    expect(sideSettles.statusCode).toBe(403);
    const settled = await c.official(organizer, match.id, { scoreA: 1, scoreB: 2, note: 'Replay shows B won' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'completed', winner: 'b' });
    for (const side of [a, b]) {
      const [n] = await c.told(side.owner, 'match_result_settled', match.id);
      expect(n!.params).toMatchObject({ kind: 'dispute_resolved', scoreA: 1, scoreB: 2 });
    }
    expect(codeOf(await evidence(b.owner, { comment: 'late' }))).toBe('evidence_closed');
    const history = await c.history(b.owner, match.id);
    expect(history.map((h) => [h.kind, h.side, h.actor?.id ?? null, h.comment])).toEqual([
      ['result_submitted', 'a', a.owner.user.id, null],
      ['result_rejected', 'b', b.owner.user.id, null],
      ['evidence_added', 'b', b.owner.user.id, 'We won the third map'],
      ['evidence_added', 'a', a.owner.user.id, 'Their screenshot is from another match'],
      ['dispute_resolved', null, organizer.user.id, 'Replay shows B won'],
    ]);
    expect(history[2]!.screenshotUrl).toBe(shot.url);
  });

  it('each side adds at most ten pieces of evidence', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(2);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(a.owner, match.id, 2, 0);
    for (let i = 0; i < 10; i++)
      expect(
        (await c.call('POST', `/api/matches/${match.id}/evidence`, a.owner.cookie, { comment: `note ${i}` }))
          .statusCode,
      ).toBe(201);
    const over = await c.call('POST', `/api/matches/${match.id}/evidence`, a.owner.cookie, { comment: 'one more' });
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('evidence_limit');
    expect(
      (await c.call('POST', `/api/matches/${match.id}/evidence`, b.owner.cookie, { comment: 'ours' })).statusCode,
    ).toBe(201);
  });

  it('the organizer may override a waiting result, and corrects a final one until the next match has its result (logged)', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    const first = await c.readyMatch(tour.id, organizer, teamOf);
    await c.submitted(first.a.owner, first.match.id, 2, 0);
    const over = await c.official(organizer, first.match.id, { scoreA: 2, scoreB: 1 });
    expect(over.statusCode, over.body).toBe(200);
    expect((await c.pending(first.b.owner, first.match.id)).statusCode).toBe(404);
    expect(codeOf(await c.decide(first.b.owner, first.match.id, true))).toBe('match_result_decided');

    // Side B won after all: the correction puts B in the final instead of A.
    const admin = await c.admin();
    const fixed = await c.official(admin, first.match.id, { scoreA: 0, scoreB: 2, note: 'Wrong sides entered' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const finalOf = async () => (await c.matchesOf(tour.id, organizer.cookie)).find((m) => m.position.round === 2)!;
    const inFinal = [(await finalOf()).a?.participant?.teamId, (await finalOf()).b?.participant?.teamId];
    expect(inFinal).toContain(first.b.team.id);
    expect(inFinal).not.toContain(first.a.team.id);
    const kinds = (await c.history(organizer, first.match.id)).map((h) => [
      h.kind,
      h.actor?.id,
      h.scoreA,
      h.scoreB,
      h.comment,
    ]);
    expect(kinds).toEqual([
      ['result_submitted', first.a.owner.user.id, 2, 0, null],
      ['official_result', organizer.user.id, 2, 1, null],
      ['result_corrected', admin.user.id, 0, 2, 'Wrong sides entered'],
    ]);

    // Once the following match has its result, the earlier one is locked.
    const second = await c.readyMatch(tour.id, organizer, teamOf);
    expect((await c.official(organizer, second.match.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
    const final = await finalOf();
    expect((await c.official(organizer, final.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
    const locked = await c.official(organizer, first.match.id, { scoreA: 2, scoreB: 0 });
    expect(locked.statusCode).toBe(409);
    expect(codeOf(locked)).toBe('match_locked');
    // The final itself can still be corrected: the champion changes with it.
    const done = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(done.tournament.status).toBe('completed');
    expect((await c.official(organizer, final.id, { scoreA: 0, scoreB: 1 })).statusCode).toBe(200);
    const after = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(after.tournament.champion?.id).toBe(final.b!.participant!.id);
  });

  it('a whole double elimination is played through submissions and approvals, to its champion', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4, { format: 'double_elimination' });
    let played = 0;
    for (;;) {
      const next = (await c.matchesOf(tour.id, organizer.cookie)).find((m) => m.status === 'ready');
      if (!next) break;
      const a = teamOf(next.a!.participant!.teamId);
      const b = teamOf(next.b!.participant!.teamId);
      await c.submitted(a.owner, next.id, 2, 1);
      expect((await c.decide(b.owner, next.id, true)).statusCode).toBe(200);
      played++;
    }
    // 4 teams: 2 + 1 winners, 1 + 1 losers, 1 grand final.
    expect(played).toBe(6);
    const done = (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<TournamentDetail>();
    expect(done.tournament.status).toBe('completed');
    expect(done.tournament.champion).not.toBeNull();
  });

  it('a league result approved by the other team counts in the table', async () => {
    const organizer = await c.player();
    const league = await c.call('POST', '/api/leagues', organizer.cookie, {
      name: 'Result League',
      game: 'valorant',
      season: '2026',
      // A start may not be past: results before the first week are let in instead.
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      allowEarlyResults: true,
    });
    expect(league.statusCode, league.body).toBe(201);
    const id = league.json<{ league: { id: string } }>().league.id;
    const teams = [await c.teamOf(), await c.teamOf()];
    // The organizer invites, each owner accepts.
    for (const f of teams) {
      expect(
        (await c.call('POST', `/api/leagues/${id}/teams`, organizer.cookie, { teamId: f.team.id })).statusCode,
      ).toBe(201);
      expect((await c.call('POST', `/api/leagues/${id}/teams/${f.team.id}/accept`, f.owner.cookie)).statusCode).toBe(
        200,
      );
    }
    const fx = await c.call('POST', `/api/leagues/${id}/fixtures`, organizer.cookie);
    expect(fx.statusCode, fx.body).toBe(201);
    const m = fx.json<LeagueFixtures>().weeks[0]!.matches[0]!;
    const home = teams.find((f) => f.team.id === m.a!.participant!.teamId)!;
    const away = teams.find((f) => f.team.id === m.b!.participant!.teamId)!;
    await c.submitted(home.owner, m.id, 1, 1);
    expect((await c.decide(away.owner, m.id, true)).statusCode).toBe(200);
    const table = (await c.call('GET', `/api/leagues/${id}/standings`, organizer.cookie)).json<LeagueStandings>().rows;
    expect(table.map((r) => [r.played, r.drawn, r.points])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it('an organizer who plays the match cannot settle its dispute, in a team or a solo tournament; an admin can', async () => {
    const admin = await c.admin();
    // Team event: the organizer manages side A's team.
    const { organizer, tour, teamOf } = await c.bracketOf(2);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    await c.addMember(a, organizer, 'manager');
    await c.submitted(b.owner, match.id, 0, 2);
    expect((await c.decide(a.owner, match.id, false)).statusCode).toBe(200);
    expect((await c.detail(organizer, match.id)).viewer.canRecordResult).toBe(false);
    const refused = await c.official(organizer, match.id, { scoreA: 2, scoreB: 0 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(codeOf(refused)).toBe('organizer_is_side');
    expect((await c.detail(admin, match.id)).match.status).toBe('disputed');
    const settled = await c.official(admin, match.id, { scoreA: 0, scoreB: 2 });
    expect(settled.statusCode, settled.body).toBe(200);

    // Solo event: the organizer entered it himself.
    const host = await c.player();
    const solo = await c.host(host, { participantKind: 'solo', game: 'fc', maxParticipants: 2 });
    const rival = await c.player();
    for (const p of [host, rival])
      expect((await c.call('POST', `/api/tournaments/${solo.id}/registrations`, p.cookie, {})).statusCode).toBe(201);
    expect((await c.call('POST', `/api/tournaments/${solo.id}/bracket`, host.cookie)).statusCode).toBe(201);
    const final = (await c.matchesOf(solo.id, host.cookie)).find((m) => m.status === 'ready')!;
    expect(codeOf(await c.official(host, final.id, { scoreA: 1, scoreB: 0 }))).toBe('organizer_is_side');
    expect((await c.official(admin, final.id, { scoreA: 1, scoreB: 0 })).statusCode).toBe(200);
  });
});
