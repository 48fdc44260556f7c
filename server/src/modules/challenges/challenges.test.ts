import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backfills, xpTotals } from '../../db/schema/index';
import type { ChallengeMetric, Match, Notification } from '@esn/contract';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { challengesClient } from './challenges-kit';
import { rosterRepository } from '../teams/roster.repository';
import { backfillCoachingProgress, recount } from './progress';

let t: TestApp;
let c: ReturnType<typeof challengesClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = challengesClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const hour = 3_600_000;
const at = (h: number) => new Date(Date.now() + h * hour).toISOString();

describe('the admin area’s challenges', () => {
  it('only admins (bearer token or admin session) create, edit and delete; others get 401/403', async () => {
    const player = await c.player();
    const body = {
      title: 'Win matches',
      type: 'individual',
      difficulty: 'hard',
      xpReward: 500,
      targetValue: 5,
      metric: 'matches_won',
    };
    expect((await c.call('POST', '/api/admin/challenges', undefined, body)).statusCode).toBe(401);
    expect((await c.call('POST', '/api/admin/challenges', player.cookie, body)).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: (await c.admin()).input.email, password: (await c.admin()).input.password },
    });
    const token = login.json<{ token: string }>().token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/challenges',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const challenge = created.json<{ challenge: { id: string; badgeReward: string | null; status: string } }>()
      .challenge;
    expect(challenge).toMatchObject({ badgeReward: null, status: 'active' });
    const url = `/api/admin/challenges/${challenge.id}`;
    expect((await c.call('PATCH', url, player.cookie, { title: 'Hacked' })).statusCode).toBe(403);
    const edited = await c.call('PATCH', url, (await c.admin()).cookie, {
      title: 'Win five matches',
      status: 'inactive',
    });
    expect(edited.json()).toMatchObject({ challenge: { title: 'Win five matches', status: 'inactive' } });
    expect((await c.call('DELETE', url, player.cookie)).statusCode).toBe(403);
    expect((await c.call('DELETE', url, (await c.admin()).cookie)).statusCode).toBe(204);
    expect((await c.call('DELETE', url, (await c.admin()).cookie)).statusCode).toBe(404);
  });

  it.each([
    ['a metric the type cannot count', { type: 'team', metric: 'posts_shared' }, 'metric'],
    ['an end before the start', { startsAt: at(2), endsAt: at(1) }, 'endsAt'],
    ['a completeness target over 100', { metric: 'profile_completeness', targetValue: 120 }, 'targetValue'],
    ['no XP', { xpReward: 0 }, 'xpReward'],
    ['a two-letter title', { title: 'ab' }, 'title'],
    ['an unknown difficulty', { difficulty: 'insane' }, 'difficulty'],
  ])('refuses %s with a translated 400 on the field', async (_label, over, field) => {
    const res = await c.call('POST', '/api/admin/challenges', (await c.admin()).cookie, {
      title: 'Valid title',
      type: 'individual',
      difficulty: 'easy',
      xpReward: 10,
      targetValue: 1,
      metric: 'posts_shared',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(field);
  });

  it('type and metric stay once someone has joined', async () => {
    const ch = await c.challenge();
    await c.join(await c.player(), ch.id);
    const res = await c.call('PATCH', `/api/admin/challenges/${ch.id}`, (await c.admin()).cookie, {
      metric: 'comments_made',
    });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('challenge_has_participants');
  });
});

describe('joining', () => {
  it('players join individual challenges, coaches coach ones, team leaders with a team; once; not inactive or ended ones', async () => {
    const player = await c.player();
    const coach = await c.coach();
    const individual = await c.challenge();
    const forCoaches = await c.challenge({ type: 'coach', metric: 'teams_coached', targetValue: 1 });
    const forTeams = await c.challenge({ type: 'team', metric: 'matches_won', targetValue: 2 });

    expect((await c.card(player, individual.id))!.viewer).toMatchObject({ canJoin: true, participations: [] });
    expect((await c.card(player, forCoaches.id))!.viewer.canJoin).toBe(false);
    expect(codeOf(await c.call('POST', `/api/challenges/${forCoaches.id}/join`, player.cookie, {}))).toBe(
      'challenge_not_for_you',
    );
    expect(codeOf(await c.call('POST', `/api/challenges/${individual.id}/join`, coach.cookie, {}))).toBe(
      'challenge_not_for_you',
    );
    await c.join(coach, forCoaches.id);
    const joined = await c.join(player, individual.id);
    expect(joined).toMatchObject({ subject: { kind: 'user', id: player.user.id }, progress: 0, status: 'active' });
    expect(codeOf(await c.call('POST', `/api/challenges/${individual.id}/join`, player.cookie, {}))).toBe(
      'challenge_already_joined',
    );
    expect((await c.card(player, individual.id))!.viewer).toMatchObject({
      canJoin: false,
      participations: [expect.objectContaining({ id: joined.id })],
    });

    const f = await c.teamOf();
    expect((await c.card(f.owner, forTeams.id))!.viewer.joinableTeams).toEqual([
      { id: f.team.id, name: f.team.name, slug: f.team.slug },
    ]);
    expect(codeOf(await c.call('POST', `/api/challenges/${forTeams.id}/join`, f.owner.cookie, {}))).toBe(
      'challenge_team_required',
    );
    expect(
      codeOf(await c.call('POST', `/api/challenges/${forTeams.id}/join`, player.cookie, { teamId: f.team.id })),
    ).toBe('not_team_manager');
    await c.join(f.owner, forTeams.id, f.team.id);
    expect((await c.card(f.owner, forTeams.id))!.viewer).toMatchObject({ canJoin: false, joinableTeams: [] });

    const inactive = await c.challenge({ status: 'inactive' });
    expect(await c.card(player, inactive.id)).toBeUndefined();
    expect(codeOf(await c.call('POST', `/api/challenges/${inactive.id}/join`, player.cookie, {}))).toBe(
      'challenge_inactive',
    );
    const over = await c.challenge({ startsAt: at(-48), endsAt: at(-1) });
    expect((await c.card(player, over.id))!.viewer.canJoin).toBe(false);
    expect(codeOf(await c.call('POST', `/api/challenges/${over.id}/join`, player.cookie, {}))).toBe('challenge_ended');
    expect((await c.call('POST', '/api/challenges/not-an-id/join', player.cookie, {})).statusCode).toBe(404);
  });
});

describe('progress', () => {
  it('counts posts from joining on; completing awards XP, the badge and a notification, once', async () => {
    const player = await c.player();
    await c.post(player, 'before joining does not count');
    const ch = await c.challenge({ targetValue: 3, xpReward: 150, badgeReward: 'Storyteller' });
    await c.join(player, ch.id);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 0, status: 'active' });
    await c.post(player);
    await c.post(player);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 2, status: 'active' });
    await c.post(player);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 3, status: 'completed' });
    // Replaying the counting (an event seen twice) awards nothing more.
    await recount(t.app.ctx, [{ kind: 'user', id: player.user.id }], ['posts_shared']);
    await c.post(player);
    const mine = await c.mine(player);
    expect(mine).toMatchObject({
      xp: 150,
      level: 2,
      badges: [expect.objectContaining({ name: 'Storyteller', challengeId: ch.id })],
    });
    const told = (await c.notificationsOf(player)).filter((n: Notification) => n.type === 'challenge_completed');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      actionUrl: '/challenges',
      // Said to the person himself ("you completed…": messageKeyOf), not in the third person by his handle.
      params: { title: ch.title, xp: 150, badge: 'Storyteller', subjectKind: 'user' },
    });
    expect((await c.card(player, ch.id))!.completedCount).toBe(1);
  });

  it('the last two actions at once complete it once: one award of XP and badge, one notification, one count', async () => {
    const player = await c.player();
    const ch = await c.challenge({ targetValue: 3, xpReward: 120, badgeReward: 'Racer' });
    await c.join(player, ch.id);
    await c.post(player);
    await Promise.all([c.post(player, 'second at once'), c.post(player, 'third at once')]);
    // And the counting run several times at once, as the outbox's retries and two workers may.
    const subject = [{ kind: 'user' as const, id: player.user.id }];
    await Promise.all(Array.from({ length: 4 }, () => recount(t.app.ctx, subject, ['posts_shared'])));
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 3, status: 'completed' });
    const mine = await c.mine(player);
    expect(mine.xp).toBe(120);
    expect(mine.badges.filter((b) => b.challengeId === ch.id)).toHaveLength(1);
    const told = (await c.notificationsOf(player)).filter((n: Notification) => n.type === 'challenge_completed');
    expect(told).toHaveLength(1);
    expect((await c.card(player, ch.id))!.completedCount).toBe(1);
  });

  it('counts a post once: shares of one’s own post or of the same post again are no new posts; what is deleted stops counting', async () => {
    const player = await c.player();
    const other = await c.player();
    const theirs = await c.post(other, 'worth sharing');
    const ch = await c.challenge({ targetValue: 4, xpReward: 90 });
    await c.join(player, ch.id);
    const share = async (postId: string) => {
      const res = await c.call('POST', `/api/posts/${postId}/share`, player.cookie, { body: '' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const del = async (postId: string) =>
      expect((await c.call('DELETE', `/api/posts/${postId}`, player.cookie)).statusCode).toBe(204);
    const own = await c.post(player);
    const selfShares = [await share(own.id), await share(own.id)];
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 1, status: 'active' });
    const theirShares = [await share(theirs.id), await share(theirs.id)];
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 2, status: 'active' });
    const second = await c.post(player);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 3, status: 'active' });

    await del(second.id);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 2, status: 'active' });
    await del(theirShares[0]!);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 2, status: 'active' });
    await del(theirShares[1]!);
    for (const id of selfShares) await del(id);
    expect(await c.progressIn(player, ch.id)).toEqual({ progress: 1, status: 'active' });

    // Once completed and awarded, deleting keeps the XP.
    const quick = await c.challenge({ targetValue: 2, xpReward: 40 });
    await c.join(player, quick.id);
    const made = [await c.post(player), await c.post(player)];
    expect(await c.progressIn(player, quick.id)).toEqual({ progress: 2, status: 'completed' });
    for (const p of made) await del(p.id);
    expect(await c.progressIn(player, quick.id)).toEqual({ progress: 2, status: 'completed' });
    expect((await c.mine(player)).xp).toBe(40);
  });

  it('counts likes and comments on other people’s posts only, and takes back what is undone: an unlike, a deleted comment, an unfollow, a removed connection', async () => {
    const person = await c.player();
    const other = await c.player();
    const metrics = ['likes_given', 'comments_made', 'followers_gained', 'connections_made'] as const;
    const chs = Object.fromEntries(
      await Promise.all(
        metrics.map(async (metric) => [metric, await c.challenge({ metric, targetValue: 5 })] as const),
      ),
    );
    for (const m of metrics) await c.join(person, chs[m]!.id);
    const progressOf = async (m: (typeof metrics)[number]) => (await c.progressIn(person, chs[m]!.id))!.progress;
    const mine = await c.post(person);
    const theirs = await c.post(other);
    expect((await c.call('PUT', `/api/posts/${mine.id}/like`, person.cookie)).statusCode).toBe(200);
    expect((await c.call('POST', `/api/posts/${mine.id}/comments`, person.cookie, { body: 'me' })).statusCode).toBe(
      201,
    );
    expect(await progressOf('likes_given')).toBe(0);
    expect(await progressOf('comments_made')).toBe(0);

    await c.call('PUT', `/api/posts/${theirs.id}/like`, person.cookie);
    const comment = (await c.call('POST', `/api/posts/${theirs.id}/comments`, person.cookie, { body: 'nice' })).json<{
      id: string;
    }>();
    await c.call('POST', `/api/users/${person.user.id}/follow`, other.cookie);
    await c.connect(other, person);
    for (const m of metrics) expect(await progressOf(m), m).toBe(1);

    expect((await c.call('DELETE', `/api/posts/${theirs.id}/like`, person.cookie)).statusCode).toBe(200);
    expect((await c.call('DELETE', `/api/comments/${comment.id}`, person.cookie)).statusCode).toBe(204);
    expect((await c.call('DELETE', `/api/users/${person.user.id}/follow`, other.cookie)).statusCode).toBe(200);
    expect((await c.call('DELETE', `/api/connections/${other.user.id}`, person.cookie)).statusCode).toBeLessThan(300);
    for (const m of metrics) expect(await progressOf(m), m).toBe(0);
  });

  it('a member who leaves or is removed no longer counts for members_joined nor teams_coached', async () => {
    const f = await c.teamOf();
    const [coach, player] = [await c.coach(), await c.player()];
    const joined = await c.challenge({ type: 'team', metric: 'members_joined', targetValue: 5 });
    const coached = await c.challenge({ type: 'coach', metric: 'teams_coached', targetValue: 5 });
    await c.join(f.owner, joined.id, f.team.id);
    await c.join(coach, coached.id);
    await c.addMember(f, coach, 'coach');
    await c.addMember(f, player);
    expect(await c.progressIn(f.owner, joined.id, f.team.id)).toEqual({ progress: 2, status: 'active' });
    expect(await c.progressIn(coach, coached.id)).toEqual({ progress: 1, status: 'active' });
    expect((await c.call('DELETE', `/api/teams/${f.team.id}/members/${coach.user.id}`, coach.cookie)).statusCode).toBe(
      204,
    );
    expect(
      (await c.call('DELETE', `/api/teams/${f.team.id}/members/${player.user.id}`, f.owner.cookie)).statusCode,
    ).toBe(204);
    expect(await c.progressIn(f.owner, joined.id, f.team.id)).toEqual({ progress: 0, status: 'active' });
    expect(await c.progressIn(coach, coached.id)).toEqual({ progress: 0, status: 'active' });
  });

  it('a coach who already coaches a team meets “coach a team” when he joins: 1/1, completed with its XP', async () => {
    const f = await c.teamOf();
    const coach = await c.coach();
    await c.addMember(f, coach, 'coach');
    const becomeCoach = await c.challenge({ type: 'coach', metric: 'teams_coached', targetValue: 1, xpReward: 300 });
    const coachTwo = await c.challenge({ type: 'coach', metric: 'teams_coached', targetValue: 2 });
    await c.join(coach, becomeCoach.id);
    await c.join(coach, coachTwo.id);
    expect(await c.progressIn(coach, becomeCoach.id)).toEqual({ progress: 1, status: 'completed' });
    expect(await c.progressIn(coach, coachTwo.id)).toEqual({ progress: 1, status: 'active' });
    expect((await c.mine(coach)).xp).toBeGreaterThanOrEqual(300);
  });

  it('the one-time backfill brings participations stuck at 0 to the coaching there is now, once', async () => {
    const f = await c.teamOf();
    const coach = await c.coach();
    const becomeCoach = await c.challenge({ type: 'coach', metric: 'teams_coached', targetValue: 1, xpReward: 300 });
    await c.join(coach, becomeCoach.id);
    expect(await c.progressIn(coach, becomeCoach.id)).toEqual({ progress: 0, status: 'active' });
    // Coaching that no event recounted (the data an older count left at 0/1): written straight to the roster.
    await rosterRepository.insert(t.app.db, { teamId: f.team.id, userId: coach.user.id, role: 'coach' });
    expect(await c.progressIn(coach, becomeCoach.id)).toEqual({ progress: 0, status: 'active' });
    await t.app.db.delete(backfills).where(eq(backfills.name, 'challenges-teams-coached-v1'));
    expect(await backfillCoachingProgress(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await c.progressIn(coach, becomeCoach.id)).toEqual({ progress: 1, status: 'completed' });
    const completions = (await c.notificationsOf(coach)).filter((n) => n.type === 'challenge_completed');
    expect(completions).toHaveLength(1);
    expect(await backfillCoachingProgress(t.app.ctx)).toBe(0);
    // The scheduled task is the same backfill, registered at start-up.
    expect(await t.app.ctx.work.runAll('challenges-coaching-backfill')).toBe(0);
  });

  it('a tournament its organizer deletes no longer counts as hosted', async () => {
    const person = await c.player();
    const ch = await c.challenge({ metric: 'tournaments_hosted', targetValue: 3 });
    await c.join(person, ch.id);
    const cup = await c.host(person);
    expect(await c.progressIn(person, ch.id)).toEqual({ progress: 1, status: 'active' });
    expect((await c.call('DELETE', `/api/tournaments/${cup.id}`, person.cookie)).statusCode).toBe(204);
    expect(await c.progressIn(person, ch.id)).toEqual({ progress: 0, status: 'active' });
  });

  it('only actions inside the challenge’s window count', async () => {
    const player = await c.player();
    const later = await c.challenge({ startsAt: at(1), endsAt: at(48), targetValue: 1 });
    await c.join(player, later.id);
    await c.post(player);
    expect(await c.progressIn(player, later.id)).toEqual({ progress: 0, status: 'active' });
  });

  it.each<[ChallengeMetric, 'individual' | 'coach']>([
    ['comments_made', 'individual'],
    ['likes_given', 'individual'],
    ['followers_gained', 'individual'],
    ['connections_made', 'individual'],
    ['profile_completeness', 'individual'],
    ['tournaments_hosted', 'individual'],
    ['teams_coached', 'coach'],
  ])('counts %s', async (metric, type) => {
    const person = type === 'coach' ? await c.coach() : await c.player();
    const other = await c.player();
    const ch = await c.challenge({ type, metric, targetValue: metric === 'profile_completeness' ? 100 : 5 });
    await c.join(person, ch.id);
    const post = await c.post(other);
    if (metric === 'comments_made')
      await c.call('POST', `/api/posts/${post.id}/comments`, person.cookie, { body: 'nice' });
    if (metric === 'likes_given') await c.call('PUT', `/api/posts/${post.id}/like`, person.cookie);
    if (metric === 'followers_gained') await c.call('POST', `/api/users/${person.user.id}/follow`, other.cookie);
    if (metric === 'connections_made') await c.connect(other, person);
    if (metric === 'profile_completeness')
      await c.call('PATCH', '/api/profiles/me', person.cookie, { biography: 'IGL and shot-caller', location: 'İzmir' });
    if (metric === 'tournaments_hosted') {
      await c.host(person);
      await c.host(person, { status: 'draft' });
    }
    if (metric === 'teams_coached') {
      const f = await c.teamOf();
      await c.addMember(f, person, 'coach');
    }
    const expected = metric === 'profile_completeness' ? expect.any(Number) : 1;
    const got = await c.progressIn(person, ch.id);
    expect(got).toEqual({ progress: expected, status: 'active' });
    if (metric === 'profile_completeness') expect(got!.progress).toBeGreaterThan(0);
  });

  it('a team challenge counts the team’s matches; a person’s counts his teams’ matches; a tournament entry counts for both', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer);
    const [x, y] = await c.teamsRegistered(tour.id, 2);
    const member = await c.player();
    await c.addMember(x!.team, member);
    const teamChallenge = await c.challenge({ type: 'team', metric: 'matches_won', targetValue: 1, xpReward: 300 });
    const entered = await c.challenge({ type: 'team', metric: 'tournaments_entered', targetValue: 2 });
    const played = await c.challenge({ metric: 'matches_played', targetValue: 1, xpReward: 40 });
    await c.join(x!.team.owner, teamChallenge.id, x!.team.team.id);
    await c.join(y!.team.owner, teamChallenge.id, y!.team.team.id);
    await c.join(x!.team.owner, entered.id, x!.team.team.id);
    await c.join(member, played.id);

    const other = await c.host(organizer);
    expect((await c.registerTeam(x!.team, other.id)).statusCode).toBe(201);
    expect(await c.progressIn(x!.team.owner, entered.id, x!.team.team.id)).toEqual({ progress: 1, status: 'active' });

    await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    const [m] = (await c.call('GET', `/api/tournaments/${tour.id}/matches`, organizer.cookie)).json<{
      items: Match[];
    }>().items;
    const xIsA = m!.a!.participant!.teamId === x!.team.team.id;
    expect(
      (
        await c.call(
          'POST',
          `/api/matches/${m!.id}/official-result`,
          organizer.cookie,
          xIsA ? { scoreA: 2, scoreB: 0 } : { scoreA: 0, scoreB: 2 },
        )
      ).statusCode,
    ).toBe(200);
    expect(await c.progressIn(x!.team.owner, teamChallenge.id, x!.team.team.id)).toEqual({
      progress: 1,
      status: 'completed',
    });
    expect(await c.progressIn(y!.team.owner, teamChallenge.id, y!.team.team.id)).toEqual({
      progress: 0,
      status: 'active',
    });
    expect(await c.progressIn(member, played.id)).toEqual({ progress: 1, status: 'completed' });
    // The team's XP goes to the team (its leaderboard), the member's to him.
    const teams = await c.leaderboard(x!.team.owner, '?type=team');
    expect(teams.me).toMatchObject({ subject: { kind: 'team', id: x!.team.team.id }, xp: 300 });
    expect((await c.mine(member)).xp).toBe(40);
    const told = (await c.notificationsOf(x!.team.owner)).filter((n) => n.type === 'challenge_completed');
    expect(told.map((n) => [n.params.subject, n.params.subjectKind])).toEqual([[x!.team.team.name, 'team']]);
  });
});

describe('a withdrawn tournament registration', () => {
  it('no longer counts as an entry, for the team and for its members', async () => {
    const organizer = await c.player();
    const [x] = await c.teamsRegistered((await c.host(organizer)).id, 1);
    const member = await c.player();
    await c.addMember(x!.team, member);
    const forTeam = await c.challenge({ type: 'team', metric: 'tournaments_entered', targetValue: 5 });
    const forMember = await c.challenge({ metric: 'tournaments_entered', targetValue: 5 });
    await c.join(x!.team.owner, forTeam.id, x!.team.team.id);
    await c.join(member, forMember.id);

    const tour = await c.host(organizer);
    const entry = (await c.registerTeam(x!.team, tour.id)).json<{ id: string }>();
    expect(await c.progressIn(x!.team.owner, forTeam.id, x!.team.team.id)).toEqual({ progress: 1, status: 'active' });
    expect(await c.progressIn(member, forMember.id)).toEqual({ progress: 1, status: 'active' });

    const url = `/api/tournaments/${tour.id}/registrations/${entry.id}`;
    expect((await c.call('DELETE', url, x!.team.owner.cookie)).statusCode).toBe(204);
    expect(await c.progressIn(x!.team.owner, forTeam.id, x!.team.team.id)).toEqual({ progress: 0, status: 'active' });
    expect(await c.progressIn(member, forMember.id)).toEqual({ progress: 0, status: 'active' });
  });
});

describe('the leaderboard', () => {
  it('ranks by XP, all time and this week, by type, with the reader’s own entry outside the top', async () => {
    const [a, b] = [await c.player(), await c.player()];
    const coach = await c.coach();
    const big = await c.challenge({ targetValue: 1, xpReward: 900 });
    const small = await c.challenge({ targetValue: 1, xpReward: 100 });
    const coaching = await c.challenge({ type: 'coach', metric: 'posts_shared', targetValue: 1, xpReward: 700 });
    await c.join(a, big.id);
    await c.join(b, small.id);
    await c.join(coach, coaching.id);
    for (const p of [a, b, coach]) await c.post(p);
    const stranger = await registerUser(t.app);

    t.app.ctx.leaderboard.changed();
    const all = await c.leaderboard(a);
    const ids = all.items.map((e) => e.subject.id);
    expect(ids.indexOf(a.user.id)).toBeLessThan(ids.indexOf(coach.user.id));
    expect(ids.indexOf(coach.user.id)).toBeLessThan(ids.indexOf(b.user.id));
    expect(all.me).toMatchObject({ subject: { kind: 'user', id: a.user.id }, xp: 900, level: 4 });
    expect(all.items.every((e, i, list) => i === 0 || list[i - 1]!.xp >= e.xp)).toBe(true);
    expect((await c.leaderboard(stranger as never)).me).toBeNull();

    const coaches = await c.leaderboard(a, '?type=coach');
    expect(coaches.items.map((e) => e.subject.id)).toContain(coach.user.id);
    expect(coaches.items.map((e) => e.subject.id)).not.toContain(a.user.id);
    expect(coaches.me).toBeNull();
    const players = await c.leaderboard(b, '?type=individual&period=week');
    expect(players.items.map((e) => e.subject.id)).not.toContain(coach.user.id);
    expect(players.me).toMatchObject({ xp: 100 });
    expect(players.me!.rank).toBeGreaterThan(players.items.findIndex((e) => e.subject.id === a.user.id) + 1);
    expect((await c.call('GET', '/api/leaderboard?type=everyone', a.cookie)).statusCode).toBe(400);
  });

  it('gives equal XP the same rank and the next one the rank after all of them (competition ranking)', async () => {
    const [first, tiedA, tiedB, next] = [await c.player(), await c.player(), await c.player(), await c.player()];
    // Far above anyone else in the test database, so that these four are the top.
    const top = 2_000_000_000;
    await t.app.ctx.db.insert(xpTotals).values(
      [
        [first, top],
        [tiedA, top - 10],
        [tiedB, top - 10],
        [next, top - 20],
      ].map(([p, xp]) => ({ subjectKind: 'user' as const, subjectId: (p as typeof first).user.id, xp: xp as number })),
    );
    t.app.ctx.leaderboard.changed();
    const board = await c.leaderboard(next);
    expect(board.items.slice(0, 4).map((e) => [e.subject.id, e.rank])).toEqual([
      [first.user.id, 1],
      ...[tiedA.user.id, tiedB.user.id].sort().map((id) => [id, 2]),
      [next.user.id, 4],
    ]);
    expect(board.me).toMatchObject({ rank: 4, xp: top - 20 });
  });
});
