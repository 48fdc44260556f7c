import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import type { NetworkPage, Post, PostPage, Report, ReportPage, SearchResults } from '@esn/contract';
import { createTestApp, registerUser, sessionCookieOf, type TestApp } from '../../../test/helper';
import { comments, connections, follows, notifications, posts, profiles, sessions, users } from '../../db/schema/index';
import { messagesClient } from '../messages/test-kit';
import { challengesClient } from '../challenges/challenges-kit';
import type { Person } from '../teams/test-kit';
import { transfersClient } from '../transfers/test-kit';

let t: TestApp;
let c: ReturnType<typeof challengesClient>;
let tr: ReturnType<typeof transfersClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = challengesClient(t);
  tr = transfersClient(t);
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const report = (by: Person, targetType: string, targetId: string, reason = 'spam') =>
  c.call('POST', '/api/reports', by.cookie, { targetType, targetId, reason, details: 'please look' });
const queue = async (status = 'open') =>
  (await c.call('GET', `/api/admin/reports?status=${status}&limit=50`, (await c.admin()).cookie)).json<ReportPage>()
    .items;
const moderate = async (id: string, body: Record<string, unknown>) =>
  c.call('PATCH', `/api/admin/reports/${id}`, (await c.admin()).cookie, body);

describe('reports and the moderation queue', () => {
  it('the same report sent five times at once is one open report: one 201, the others 409 report_exists', async () => {
    const author = await c.player();
    const reporter = await c.player();
    const post = await c.post(author, 'reported five times at once');
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(reporter, 'post', post.id)));
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      201, 409, 409, 409, 409,
    ]);
    expect(answers.filter((r) => r.statusCode === 409).map(codeOf)).toEqual(Array(4).fill('report_exists'));
    expect((await queue()).filter((r) => r.target.id === post.id)).toHaveLength(1);
  });

  it('a post reported twice by two people: one open report each; hiding it removes it everywhere and both hear', async () => {
    const author = await c.player();
    const [r1, r2, follower] = [await c.player(), await c.player(), await c.player()];
    await c.call('POST', `/api/users/${author.user.id}/follow`, follower.cookie);
    const post = await c.post(author, 'buy cheap coins at example.test');
    expect((await report(r1, 'post', post.id)).statusCode).toBe(201);
    const again = await report(r1, 'post', post.id);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('report_exists');
    expect((await report(r2, 'post', post.id, 'harassment')).statusCode).toBe(201);
    expect(codeOf(await report(r1, 'post', '00000000-0000-4000-8000-000000000000'))).toBe('report_target_not_found');
    expect(
      (await c.call('POST', '/api/reports', r1.cookie, { targetType: 'post', targetId: post.id, reason: 'because' }))
        .statusCode,
    ).toBe(400);
    // "Other" needs its details: they are all that says what was broken.
    for (const details of [undefined, '   '])
      expect(
        (
          await c.call('POST', '/api/reports', r1.cookie, {
            targetType: 'post',
            targetId: post.id,
            reason: 'other',
            details,
          })
        ).statusCode,
        String(details),
      ).toBe(400);

    const open = (await queue()).filter((r) => r.target.id === post.id);
    expect(open).toHaveLength(2);
    expect(open[0]!.target).toMatchObject({
      type: 'post',
      text: 'buy cheap coins at example.test',
      author: { id: author.user.id },
      hidden: false,
      deleted: false,
    });
    expect(open[1]).toMatchObject({
      reason: 'spam',
      details: 'please look',
      reporter: { id: r1.user.id },
      status: 'open',
    });

    const decided = await moderate(open[0]!.id, { action: 'hide' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<Report>()).toMatchObject({
      status: 'resolved',
      action: 'hide',
      target: { hidden: true },
      resolvedBy: { nickname: (await c.admin()).user.nickname },
    });
    expect((await queue()).filter((r) => r.target.id === post.id)).toEqual([]);
    expect(codeOf(await moderate(open[1]!.id, { action: 'dismiss' }))).toBe('report_closed');

    expect((await c.call('GET', `/api/posts/${post.id}`, follower.cookie)).statusCode).toBe(404);
    expect(
      (await c.call('GET', '/api/feed?limit=50', follower.cookie)).json<PostPage>().items.map((p: Post) => p.id),
    ).not.toContain(post.id);
    expect((await c.call('GET', `/api/users/${author.user.id}/posts`, author.cookie)).json<PostPage>().items).toEqual(
      [],
    );
    for (const r of [r1, r2])
      expect((await c.notificationsOf(r)).filter((n) => n.type === 'report_resolved')).toHaveLength(1);
    // The author is told too, as the moderator's confirmation says, once, with where the rules are.
    const told = (await c.notificationsOf(author)).filter((n) => n.type === 'content_hidden');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ params: { targetType: 'post' }, actionUrl: '/help', sender: null });
  });

  it('a comment deleted, a team deleted, an author warned, a profile’s owner suspended, a report dismissed', async () => {
    const reporter = await c.player();
    const author = await c.player();
    const post = await c.post(await c.player());
    const comment = (
      await c.call('POST', `/api/posts/${post.id}/comments`, author.cookie, { body: 'rude words' })
    ).json<{ id: string }>();
    await report(reporter, 'comment', comment.id, 'harassment');
    const f = await c.teamOf();
    await report(reporter, 'team', f.team.id, 'impersonation');
    await report(reporter, 'profile', author.user.id, 'cheating');
    const byTarget = async (id: string) => (await queue()).find((r) => r.target.id === id)!;

    expect((await moderate((await byTarget(comment.id)).id, { action: 'delete' })).statusCode).toBe(200);
    expect(await t.app.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
    expect((await moderate((await byTarget(f.team.id)).id, { action: 'delete' })).statusCode).toBe(200);
    expect((await c.call('GET', `/api/teams/slug/${f.team.slug}`, reporter.cookie)).statusCode).toBe(404);

    const profileReport = await byTarget(author.user.id);
    expect((await moderate(profileReport.id, { action: 'hide' })).statusCode).toBe(400);
    expect((await moderate(profileReport.id, { action: 'suspend' })).statusCode).toBe(400);
    expect((await moderate(profileReport.id, { action: 'suspend', reason: 'Cheating in ranked' })).statusCode).toBe(
      200,
    );
    expect((await c.call('GET', '/api/auth/user', author.cookie)).statusCode).toBe(401);

    const other = await c.player();
    const warned = await c.post(other, 'borderline');
    await report(reporter, 'post', warned.id);
    expect((await moderate((await byTarget(warned.id)).id, { action: 'warn' })).statusCode).toBe(200);
    expect((await c.notificationsOf(other)).filter((n) => n.type === 'moderation_warning')).toHaveLength(1);
    const fine = await c.post(other, 'fine');
    await report(reporter, 'post', fine.id);
    const dismissed = (await moderate((await byTarget(fine.id)).id, { action: 'dismiss' })).json<Report>();
    expect(dismissed).toMatchObject({ status: 'dismissed', action: 'dismiss' });
    expect((await queue('dismissed')).map((r) => r.id)).toContain(dismissed.id);
    expect((await c.call('GET', `/api/posts/${fine.id}`, reporter.cookie)).statusCode).toBe(200);
  });

  it('the queue is for admins only', async () => {
    const p = await c.player();
    expect((await c.call('GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await c.call('GET', '/api/admin/reports', p.cookie)).statusCode).toBe(403);
    expect(
      (
        await c.call('PATCH', '/api/admin/reports/00000000-0000-4000-8000-000000000000', p.cookie, {
          action: 'dismiss',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('blocking', () => {
  it('ends follows and the connection; then neither can follow, connect, comment or send offers; search and suggestions leave the other out', async () => {
    const a = await c.player();
    const b = await c.player();
    await c.call('POST', `/api/users/${b.user.id}/follow`, a.cookie);
    await c.call('POST', `/api/users/${a.user.id}/follow`, b.cookie);
    await c.connect(a, b);
    const postOfA = await c.post(a, `blocktest ${a.user.nickname}`);
    const postOfB = await c.post(b, `blocktest ${b.user.nickname}`);
    expect(
      (await c.call('GET', '/api/feed?limit=50', a.cookie)).json<PostPage>().items.map((p: Post) => p.id),
    ).toContain(postOfB.id);

    expect(codeOf(await c.call('POST', `/api/users/${a.user.id}/block`, a.cookie))).toBe('cannot_block_self');
    expect((await c.call('POST', `/api/users/${b.user.id}/block`, a.cookie)).json()).toEqual({ blocked: true });
    expect(
      await t.app.db
        .select()
        .from(follows)
        .where(or(eq(follows.followerId, a.user.id), eq(follows.followerId, b.user.id))),
    ).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(connections)
        .where(or(eq(connections.requesterId, a.user.id), eq(connections.addresseeId, a.user.id))),
    ).toEqual([]);

    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(codeOf(await c.call('POST', `/api/users/${other.user.id}/follow`, who.cookie))).toBe('blocked');
      expect(codeOf(await c.call('POST', `/api/connections/${other.user.id}`, who.cookie))).toBe('blocked');
    }
    expect(codeOf(await c.call('POST', `/api/posts/${postOfA.id}/comments`, b.cookie, { body: 'hi' }))).toBe('blocked');
    const team = await c.teamOf();
    await c.addMember(team, a, 'manager');
    expect(
      codeOf(
        await c.call('POST', '/api/transfers/offers', a.cookie, {
          teamId: team.team.id,
          userId: b.user.id,
          game: 'valorant',
          position: 'Duelist',
          salary: 100,
          contractMonths: 6,
        }),
      ),
    ).toBe('blocked');

    expect(
      (await c.call('GET', '/api/feed?limit=50', a.cookie)).json<PostPage>().items.map((p: Post) => p.id),
    ).not.toContain(postOfB.id);
    const found = (await c.call('GET', `/api/search?q=blocktest`, a.cookie)).json<SearchResults>();
    expect(found.posts.map((p) => p.id)).toContain(postOfA.id);
    expect(found.posts.map((p) => p.id)).not.toContain(postOfB.id);
    const people = (await c.call('GET', `/api/search?q=${b.user.nickname}`, a.cookie)).json<SearchResults>().people;
    expect(people.map((p) => p.id)).not.toContain(b.user.id);
    const discover = (await c.call('GET', `/api/network/discover?q=${b.user.nickname}`, a.cookie)).json<NetworkPage>();
    expect(discover.items.map((p) => p.id)).not.toContain(b.user.id);

    expect((await c.call('GET', '/api/me/blocks', a.cookie)).json()).toMatchObject({
      items: [expect.objectContaining({ id: b.user.id })],
    });
    expect((await c.call('GET', '/api/me/blocks', b.cookie)).json()).toEqual({ items: [] });
    expect((await c.call('DELETE', `/api/users/${b.user.id}/block`, a.cookie)).json()).toEqual({ blocked: false });
    expect((await c.call('POST', `/api/users/${b.user.id}/follow`, a.cookie)).statusCode).toBe(200);
    expect((await tr.call('GET', '/api/me/blocks', a.cookie)).json()).toEqual({ items: [] });
  });

  it('stops likes, shares, poll votes, typing, team invitations and applications both ways, and no notification goes out', async () => {
    // Two team owners: each blocked person is the one who answers for his team.
    const teamOfA = await c.teamOf();
    const teamOfB = await c.teamOf();
    const [a, b] = [teamOfA.owner, teamOfB.owner];
    await c.connect(a, b);
    const conversation = await messagesClient(t).start(a, b);
    // Asked before the block, answered after it.
    const invited = await c.invite(a, teamOfA.team.id, b);
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = invited.json<{ id: string }>();
    const applied = await c.call('POST', `/api/teams/${teamOfA.team.id}/applications`, b.cookie, { message: 'me too' });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json<{ id: string }>();
    const third = await c.player();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const postOf = async (p: Person) => {
      const text = await c.post(p, 'my post');
      const pollRes = await c.call('POST', '/api/posts', p.cookie, {
        type: 'poll',
        body: 'which?',
        poll: { options: ['x', 'y'], endsAt },
      });
      const shareRes = await c.call('POST', `/api/posts/${text.id}/share`, third.cookie, { body: '' });
      expect(shareRes.statusCode, shareRes.body).toBe(201);
      return { text, poll: pollRes.json<Post>(), sharedByThird: shareRes.json<Post>() };
    };
    const ofA = await postOf(a);
    const ofB = await postOf(b);

    expect((await c.call('POST', `/api/users/${a.user.id}/block`, b.cookie)).json()).toEqual({ blocked: true });
    await t.app.ctx.events.settled();
    const since = new Date();

    for (const [who, other, theirs, otherTeam] of [
      [a, b, ofB, teamOfB],
      [b, a, ofA, teamOfA],
    ] as const) {
      expect(codeOf(await c.call('PUT', `/api/posts/${theirs.text.id}/like`, who.cookie))).toBe('blocked');
      expect(codeOf(await c.call('POST', `/api/posts/${theirs.text.id}/share`, who.cookie, { body: '' }))).toBe(
        'blocked',
      );
      // Sharing a third person's share of the post shares the original: refused too.
      expect(
        codeOf(await c.call('POST', `/api/posts/${theirs.sharedByThird.id}/share`, who.cookie, { body: '' })),
      ).toBe('blocked');
      const optionId = theirs.poll.poll!.options[0]!.id;
      expect(codeOf(await c.call('POST', `/api/posts/${theirs.poll.id}/vote`, who.cookie, { optionId }))).toBe(
        'blocked',
      );
      const typing = await c.call('POST', `/api/messages/conversations/${conversation.id}/typing`, who.cookie);
      expect(typing.statusCode).toBe(403);
      expect(codeOf(typing)).toBe('blocked');
      expect(codeOf(await c.invite(who, (who === a ? teamOfA : teamOfB).team.id, other))).toBe('blocked');
      const apply = await c.call('POST', `/api/teams/${otherTeam.team.id}/applications`, who.cookie, { message: 'hi' });
      expect(apply.statusCode, apply.body).toBe(403);
      expect(codeOf(apply)).toBe('blocked');
    }
    expect(codeOf(await c.call('POST', `/api/team-invitations/${invitation.id}/accept`, b.cookie))).toBe('blocked');
    expect(codeOf(await c.call('POST', `/api/team-applications/${application.id}/accept`, a.cookie))).toBe('blocked');
    expect((await c.detail(teamOfA, a)).roster.map((r) => r.user.id)).not.toContain(b.user.id);
    // Nothing of it counted or reached anyone.
    const after = await t.app.db.select().from(posts).where(eq(posts.id, ofA.text.id));
    expect(after[0]).toMatchObject({ likeCount: 0, shareCount: 1 });
    await t.app.ctx.events.settled();
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(or(eq(notifications.recipientId, a.user.id), eq(notifications.recipientId, b.user.id)));
    expect(told.filter((n) => n.createdAt >= since)).toEqual([]);
    // Unrelated people still may.
    expect((await c.call('PUT', `/api/posts/${ofA.text.id}/like`, third.cookie)).statusCode).toBe(200);
  });

  it('sends no notification between two people of whom one blocked the other, whatever the path', async () => {
    // The applicant's request goes to the team's owner and managers; a manager who blocked him hears nothing.
    const f = await c.teamOf();
    const manager = await c.player();
    await c.addMember(f, manager, 'manager');
    const applicant = await c.player();
    expect((await c.call('POST', `/api/users/${applicant.user.id}/block`, manager.cookie)).statusCode).toBe(200);
    const applied = await c.call('POST', `/api/teams/${f.team.id}/applications`, applicant.cookie, {
      message: 'take me',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await t.app.ctx.events.settled();
    const about = async (p: Person) =>
      (await t.app.db.select().from(notifications).where(eq(notifications.recipientId, p.user.id))).filter(
        (n) => n.senderId === applicant.user.id,
      );
    expect(await about(f.owner)).toHaveLength(1);
    expect(await about(manager)).toEqual([]);
  });
});

describe('the account settings', () => {
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('a new e-mail or password needs the current password; other sessions end, this one stays', async () => {
    const p = await registerUser(t.app);
    const other = sessionCookieOf(await login(p.input.email, p.input.password));
    const wrong = await c.call('PATCH', '/api/me/email', p.cookie, {
      email: `new${p.input.email}`,
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(codeOf(wrong)).toBe('wrong_password');
    const taken = await registerUser(t.app);
    expect(
      codeOf(
        await c.call('PATCH', '/api/me/email', p.cookie, { email: taken.input.email, password: p.input.password }),
      ),
    ).toBe('email_taken');
    const email = `new${p.input.email}`;
    const changed = await c.call('PATCH', '/api/me/email', p.cookie, { email, password: p.input.password });
    expect(changed.json()).toMatchObject({ email });
    expect((await c.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(200);
    expect((await c.call('GET', '/api/auth/user', other)).statusCode).toBe(401);

    const third = sessionCookieOf(await login(email, p.input.password));
    expect(
      (
        await c.call('PATCH', '/api/me/password', p.cookie, {
          currentPassword: 'nope-nope',
          newPassword: 'another-horse-7',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await c.call('PATCH', '/api/me/password', p.cookie, { currentPassword: p.input.password, newPassword: 'short' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await c.call('PATCH', '/api/me/password', p.cookie, {
          currentPassword: p.input.password,
          newPassword: 'another-horse-7',
        })
      ).statusCode,
    ).toBe(204);
    expect((await c.call('GET', '/api/auth/user', third)).statusCode).toBe(401);
    expect((await c.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(200);
    expect((await login(email, p.input.password)).statusCode).toBe(401);
    expect((await login(email, 'another-horse-7')).statusCode).toBe(200);
  });

  it('exports everything stored about the person as one JSON document', async () => {
    const p = await c.player();
    const friend = await c.player();
    const post = await c.post(p, 'my own words');
    await c.call('POST', `/api/posts/${post.id}/comments`, p.cookie, { body: 'and a comment' });
    await c.connect(friend, p);
    await c.call('POST', `/api/users/${friend.user.id}/follow`, p.cookie);
    const team = await c.teamOf();
    await tr.offer(team.owner, team, p);
    const res = await c.call('GET', '/api/me/export', p.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json<Record<string, unknown[]> & { account: { email: string } }>();
    expect(data.account.email).toBe(p.input.email);
    expect(data.posts).toEqual([expect.objectContaining({ body: 'my own words' })]);
    expect(data.comments).toEqual([expect.objectContaining({ body: 'and a comment' })]);
    expect(data.connections).toEqual([
      expect.objectContaining({ requester: friend.user.nickname, status: 'accepted' }),
    ]);
    expect(data.following).toEqual([expect.objectContaining({ nickname: friend.user.nickname })]);
    expect(data.transferOffers).toEqual([expect.objectContaining({ team: team.team.name, status: 'pending' })]);
    expect(data.notifications!.length).toBeGreaterThan(0);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'career', 'followers', 'teams', 'challenges', 'achievements', 'exportedAt']),
    );
  });

  it('deleting one’s account asks for the password, waits for teams to be handed over, and leaves no personal data', async () => {
    const owner = await c.teamOf();
    const refused = await c.call('DELETE', '/api/me', owner.owner.cookie, { password: owner.owner.input.password });
    expect(codeOf(refused)).toBe('owns_teams');
    const p = await c.player();
    const friend = await c.player();
    const post = await c.post(p, 'soon gone');
    await c.call('POST', `/api/posts/${post.id}/comments`, p.cookie, { body: 'gone too' });
    await c.connect(friend, p);
    await c.call('POST', `/api/users/${p.user.id}/follow`, friend.cookie);
    await c.call('PATCH', '/api/profiles/me', p.cookie, { biography: 'private words' });
    expect(codeOf(await c.call('DELETE', '/api/me', p.cookie, { password: 'wrong-one' }))).toBe('wrong_password');
    const res = await c.call('DELETE', '/api/me', p.cookie, { password: p.input.password });
    expect(res.statusCode).toBe(204);
    const id = p.user.id;
    for (const [table, where] of [
      [users, eq(users.id, id)],
      [profiles, eq(profiles.userId, id)],
      [posts, eq(posts.authorId, id)],
      [comments, eq(comments.authorId, id)],
      [follows, or(eq(follows.followerId, id), eq(follows.followeeId, id))],
      [connections, or(eq(connections.requesterId, id), eq(connections.addresseeId, id))],
      [notifications, eq(notifications.recipientId, id)],
      [sessions, eq(sessions.userId, id)],
    ] as const) {
      expect(await t.app.db.select().from(table).where(where), String(table)).toEqual([]);
    }
    expect((await c.call('GET', '/api/auth/user', p.cookie)).statusCode).toBe(401);
  });
});
