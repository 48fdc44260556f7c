import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { DEMO_LOGINS, seedDemo } from './demo';
import { seedDemoContent } from './demo-content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives a newcomer a living community, once', { timeout: 60_000 }, async () => {
    expect(await seedDemo(t.app.db)).toBe(true);
    await seedDemoContent(t.app.ctx);
    expect(await seedDemo(t.app.db)).toBe(false);
    // What the server does next at start-up: deferred work, the achievements backfill among it.
    await t.app.ctx.work.runAll();

    const player = DEMO_LOGINS.find((l) => l.role === 'player')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());

    const feed = await get('/api/feed?limit=50');
    const types = new Set(feed.items.map((p: { type: string }) => p.type));
    expect([...types].sort()).toEqual(['image', 'poll', 'text']);
    expect(feed.items.some((p: { sharedPost: unknown }) => p.sharedPost)).toBe(true);
    expect(
      feed.items.some((p: { likeCount: number; commentCount: number }) => p.likeCount > 0 && p.commentCount > 0),
    ).toBe(true);

    const me = await get('/api/auth/user');
    const profile = await get(`/api/profiles/${me.id}`);
    expect(profile.profile.games.length).toBeGreaterThan(0);
    expect(profile.user.followers).toBeGreaterThan(0);
    expect((await get('/api/connections?filter=connected')).items.length).toBeGreaterThan(0);
    expect((await get('/api/connections?filter=incoming')).items.length).toBe(1);
    expect((await get('/api/notifications/unread-count')).count).toBeGreaterThan(0);
    expect((await get('/api/messages/unread-count')).count).toBe(4); // two from Mert, two in the team's
    const kinds = (await get('/api/messages/conversations')).items.map((c: { kind: string }) => c.kind).sort();
    // Beside her two direct conversations and her team's, the lobbies of her team's matches that have news.
    expect(kinds.filter((k: string) => k !== 'match')).toEqual(['direct', 'direct', 'team']);
    expect(kinds).toContain('match');
    expect((await get('/api/tags/trending')).items.length).toBeGreaterThan(0);

    // Teams: rosters with a captain and exact counters, an invitation for Ayşe, an application for Kaan.
    const invites = await get('/api/me/team-invitations');
    expect(invites.items).toEqual([
      expect.objectContaining({
        status: 'pending',
        role: 'player',
        team: expect.objectContaining({ slug: 'ankara-phoenix' }),
      }),
    ]);
    const wolves = await get('/api/teams/slug/istanbul-wolves');
    expect(wolves.roster.filter((m: { isCaptain: boolean }) => m.isCaptain)).toHaveLength(1);
    expect(wolves.team.members).toBe(wolves.roster.length);
    expect(wolves.team.followers).toBeGreaterThan(0);
    expect(wolves.team.lookingForPlayers).toBe(true);
    expect(wolves.viewer).toMatchObject({ role: 'player', canManage: false });
    expect((await get('/api/teams?limit=50')).items.length).toBeGreaterThanOrEqual(2);
    expect((await get('/api/teams/looking-for-team/players')).items.length).toBeGreaterThan(0);

    const owner = DEMO_LOGINS.find((l) => l.role === 'team_owner')!;
    const ownerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    const ownerCookie = `sid=${ownerLogin.cookies.find((c) => c.name === 'sid')!.value}`;
    const asOwner = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } }).then((r) => r.json());
    const apps = await asOwner(`/api/teams/${wolves.team.id}/applications`);
    expect(apps.items).toEqual([
      expect.objectContaining({ status: 'pending', applicant: expect.objectContaining({ nickname: 'deniz' }) }),
    ]);
    // Tournaments and a league in every state a newcomer should see.
    const list = await get('/api/tournaments?limit=50');
    expect(new Set(list.items.map((x: { status: string }) => x.status))).toEqual(
      new Set(['in_progress', 'registration_open', 'completed']),
    );
    const cup = list.items.find((x: { status: string }) => x.status === 'in_progress');
    const bracket = await get(`/api/tournaments/${cup.id}/bracket`);
    expect(
      bracket.stages[0].groups[0].rounds[0].matches.some((m: { status: string }) => m.status === 'completed'),
    ).toBe(true);
    expect((await get('/api/me/matches?scope=upcoming')).items.length).toBeGreaterThan(0);
    // The verified record (issue 26): the demo player's seeded roster, and the completed event's champion's place.
    const record = await get(`/api/users/${me.id}/record`);
    expect(record.roster.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ team: expect.objectContaining({ slug: 'istanbul-wolves' }) })]),
    );
    const done = list.items.find((x: { status: string }) => x.status === 'completed');
    const entrants = await get(`/api/tournaments/${done.id}/participants`);
    const champion = entrants.items.find((p: { finalRank: number | null }) => p.finalRank === 1);
    const championTeam = await get(`/api/teams/slug/${champion.team.slug}`);
    const championOwner = championTeam.roster.find((m: { role: string }) => m.role === 'owner');
    const championRecord = await get(`/api/users/${championOwner.user.id}/record`);
    expect(championRecord.placements.items).toEqual([
      expect.objectContaining({ id: `p-${champion.id}`, rank: 1, format: 'round_robin' }),
    ]);
    const leagues = await get('/api/leagues');
    const table = await get(`/api/leagues/${leagues.items[0].id}/standings`);
    expect(table.rows[0].played).toBe(2);
    expect((await get('/api/teams/slug/istanbul-wolves')).stats.matches).toBeGreaterThan(0);
    // Match day (issue 27): in week 4, Wolves' rivals proposed two times for Kaan to answer, the lobby tells it, and
    // another fixture has its time agreed; the league asks for check-in.
    const week4 = (await get(`/api/leagues/${leagues.items[0].id}/fixtures`)).weeks[3].matches as {
      id: string;
      a: { participant: { teamId: string } | null } | null;
      b: { participant: { teamId: string } | null } | null;
    }[];
    const wolvesMatch = week4.find((m) =>
      [m.a?.participant?.teamId, m.b?.participant?.teamId].includes(wolves.team.id),
    )!;
    const proposals = await asOwner(`/api/matches/${wolvesMatch.id}/schedule`);
    expect(proposals).toMatchObject({ state: 'proposed', viewer: { canAccept: true } });
    expect(proposals.proposals).toHaveLength(2);
    const lobby = await asOwner(`/api/matches/${wolvesMatch.id}/lobby`);
    const lobbyLines = await asOwner(`/api/messages/conversations/${lobby.conversation.id}/messages`);
    expect(lobbyLines.items.map((m: { system: { key: string } | null }) => m.system?.key)).toContain('time_proposed');
    const agreed = await Promise.all(week4.map((m) => get(`/api/matches/${m.id}/schedule`)));
    expect(
      agreed.some((x: { state: string; proposals: unknown[] }) => x.state === 'scheduled' && x.proposals.length === 0),
    ).toBe(true);
    expect((await get(`/api/matches/${wolvesMatch.id}/check-in`)).enabled).toBe(true);
    // The played results rated the teams and their players (the same rating function as any result): charts show.
    const [wolvesRating] = (await get(`/api/teams/${wolves.team.id}/ratings`)).items;
    expect(wolvesRating).toMatchObject({ game: 'valorant' });
    expect(wolvesRating.history.length).toBeGreaterThan(1);
    const board = await get('/api/ratings/leaderboard?game=valorant&kind=user');
    expect(board.items.length).toBeGreaterThan(1);
    expect((await asOwner('/api/tournaments?mine=hosting')).items.length).toBe(2);

    const ownerNotes = await asOwner('/api/notifications');
    expect(ownerNotes.some((n: { type: string }) => n.type === 'team_application')).toBe(true);
    // Challenges: four active ones, Ayşe's posting challenge completed (XP, badge), her achievements, a leaderboard.
    expect((await get('/api/challenges')).items).toHaveLength(4);
    const mine = await get('/api/challenges/mine');
    expect(mine).toMatchObject({ xp: 150, level: 2, badges: [expect.objectContaining({ name: 'Hikâye Anlatıcısı' })] });
    const status = (title: string) =>
      mine.items.find((i: { challenge: { title: string } }) => i.challenge.title.startsWith(title))?.status;
    expect([status('Sosyal kelebek'), status('Ağını genişlet')]).toEqual(['completed', 'active']);
    // Her team's challenge shows among hers.
    expect(status('Galibiyet serisi')).toBeDefined();
    expect((await get('/api/leaderboard')).items[0]).toMatchObject({ rank: 1 });
    expect((await get(`/api/users/${me.id}/achievements`)).items.map((a: { key: string }) => a.key)).toEqual(
      expect.arrayContaining(['first_friend', 'team_player']),
    );
    const wolvesRun = (await asOwner('/api/challenges/mine')).items.find(
      (i: { subject: { kind: string } }) => i.subject.kind === 'team',
    );
    expect(wolvesRun).toMatchObject({ subject: { name: 'İstanbul Wolves' }, status: 'active' });
    // Match results: a submitted result waiting for Kaan (İstanbul Wolves) to answer, and a disputed league match.
    const asked = ownerNotes.find((n: { type: string }) => n.type === 'match_result');
    expect(asked).toBeDefined();
    const waiting = await asOwner(`/api/matches/${asked.relatedId}`);
    expect(waiting).toMatchObject({ match: { status: 'awaiting_approval' }, viewer: { canDecideResult: true } });
    expect((await asOwner(`/api/matches/${asked.relatedId}/pending-result`)).submittedBy.nickname).toBeTruthy();
    const fixtures = await get(`/api/leagues/${leagues.items[0].id}/fixtures`);
    const disputed = fixtures.weeks[2].matches[0];
    expect(disputed.status).toBe('disputed');
    expect((await get(`/api/matches/${disputed.id}/history`)).items.map((h: { kind: string }) => h.kind)).toEqual([
      'result_submitted',
      'result_rejected',
      'evidence_added',
    ]);

    // Transfer market: players on it, a move in the history, an offer waiting for Ayşe, Kaan's offer to Deniz.
    expect((await get('/api/transfers/players?availability=now')).items.length).toBeGreaterThan(0);
    expect((await get('/api/transfers/coaches')).items.length).toBe(2);
    const moves = await get('/api/transfers/history');
    expect(moves.items[0]).toMatchObject({
      player: { nickname: 'burak_awp' },
      fromTeam: { slug: 'istanbul-wolves' },
      toTeam: { slug: 'bursa-falcons' },
    });
    const received = await get('/api/transfers/offers?box=received&status=pending');
    expect(received.items).toEqual([
      expect.objectContaining({
        team: expect.objectContaining({ slug: 'ege-titans' }),
        viewer: { canRespond: true, canWithdraw: false },
      }),
    ]);
    expect(
      (await get('/api/notifications')).some(
        (n: { type: string; relatedId: string }) => n.type === 'transfer_offer' && n.relatedId === received.items[0].id,
      ),
    ).toBe(true);
    expect((await asOwner('/api/transfers/offers?box=sent')).items[0]).toMatchObject({
      player: { nickname: 'deniz' },
      status: 'pending',
    });
    expect(ownerNotes.some((n: { type: string }) => n.type === 'transfer_player_left')).toBe(true);
  });
});
