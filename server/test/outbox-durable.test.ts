import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamInvitation } from '@esn/contract';
import type { Database } from '../src/db/client';
import { messagesRepository } from '../src/modules/messages/messages.repository';
import { rowsOf } from '../src/modules/tournaments/tournaments.repository';
import { challengesClient } from '../src/modules/challenges/challenges-kit';
import { createTestApp, openTestDatabase, sameDatabase, type TestApp } from './helper';
import { sleep } from './services';

/**
 * Issue 22 at the service level, on either database: what a team join causes (the team chat's membership, the
 * team's XP for a completed challenge, the joiner's achievement and their notifications) is recorded with the join
 * and done exactly once, even when the process that made the join dies right after its commit, and when a listener
 * fails before it succeeds.
 */
let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await createTestApp({}, database);
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => rowsOf<T>(await t.app.db.execute(query))[0]!;

async function effectsOfJoin(teamId: string, playerId: string, ownerId: string) {
  return one<{ member: number; xp: number; awards: number; completedNotes: number; badge: number; badgeNotes: number }>(
    sql`select
      (select count(*)::int from conversation_participants p join conversations c on c.id = p.conversation_id
        where c.team_id = ${teamId} and p.user_id = ${playerId}) as member,
      (select coalesce(sum(xp), 0)::int from xp_totals where subject_id = ${teamId}) as xp,
      (select count(*)::int from xp_awards where subject_id = ${teamId}) as awards,
      (select count(*)::int from notifications where recipient_id = ${ownerId} and type = 'challenge_completed')
        as "completedNotes",
      (select count(*)::int from user_achievements where user_id = ${playerId} and key = 'team_player') as badge,
      (select count(*)::int from notifications where recipient_id = ${playerId} and type = 'achievement_unlocked')
        as "badgeNotes"`,
  );
}

/** A team whose owner joined a team challenge that one new member completes, and a player invited to it. */
async function joinSetup() {
  const c = challengesClient(t);
  const f = await c.teamOf();
  const challenge = await c.challenge({ type: 'team', metric: 'members_joined', targetValue: 1, xpReward: 120 });
  await c.join(f.owner, challenge.id, f.team.id);
  // The team's conversation exists once someone opened it.
  const chat = await c.call('POST', '/api/messages/conversations/team', f.owner.cookie, { teamId: f.team.id });
  expect(chat.statusCode, chat.body).toBe(200);
  const player = await c.player();
  const inv = await c.invite(f.owner, f.team.id, player);
  expect(inv.statusCode, inv.body).toBe(201);
  await t.app.ctx.events.settled();
  const accept = () => c.call('POST', `/api/team-invitations/${inv.json<TeamInvitation>().id}/accept`, player.cookie);
  return { f, player, accept };
}

describe('the durable work of a team join', () => {
  it('is recorded with the join and done once by another process when the joining one dies after its commit', async () => {
    const { f, player, accept } = await joinSetup();
    // The process "dies" right after the commit: its after-commit drain never runs.
    const kick = vi.spyOn(t.app.ctx.outbox, 'kick').mockImplementation(() => {});
    try {
      expect((await accept()).statusCode).toBe(200);
      await t.app.ctx.events.settled();
    } finally {
      kick.mockRestore();
    }
    const waiting = await one<{ n: number }>(sql`select count(*)::int as n from outbox`);
    expect(waiting.n).toBeGreaterThan(0);
    expect(await effectsOfJoin(f.team.id, player.user.id, f.owner.user.id)).toMatchObject({ member: 0, xp: 0 });

    // Another process on the same database: its periodic task (the safety net) does the work.
    const other = await createTestApp({}, await sameDatabase(database));
    try {
      expect(await other.app.ctx.work.runAll('outbox')).toBeGreaterThan(0);
      await other.app.ctx.events.settled();
      // Run again on both: nothing left, nothing twice.
      await other.app.ctx.work.runAll('outbox');
      await t.app.ctx.work.runAll('outbox');
      await t.app.ctx.events.settled();
    } finally {
      await other.close();
    }
    expect(await one<{ n: number }>(sql`select count(*)::int as n from outbox`)).toEqual({ n: 0 });
    expect(await effectsOfJoin(f.team.id, player.user.id, f.owner.user.id)).toEqual({
      member: 1,
      xp: 120,
      awards: 1,
      completedNotes: 1,
      badge: 1,
      badgeNotes: 1,
    });
  });

  it('a listener that fails is tried again until it succeeds (the team chat), the others done once meanwhile', async () => {
    const { f, player, accept } = await joinSetup();
    const join = vi.spyOn(messagesRepository, 'joinTeam').mockRejectedValueOnce(new Error('connection terminated'));
    try {
      expect((await accept()).statusCode).toBe(200);
      await t.app.ctx.events.settled();
      const left = await one<{ n: number; attempts: number; error: string }>(
        sql`select count(*)::int as n, max(attempts)::int as attempts, max(last_error) as error from outbox`,
      );
      expect(left).toEqual({ n: 1, attempts: 1, error: 'connection terminated' });
      expect(await effectsOfJoin(f.team.id, player.user.id, f.owner.user.id)).toMatchObject({ member: 0, xp: 120 });
      // Pushed back one second after a first failure; the periodic run then takes it.
      expect(await t.app.ctx.work.runAll('outbox')).toBe(0);
      await sleep(1_100);
      expect(await t.app.ctx.work.runAll('outbox')).toBe(1);
      await t.app.ctx.events.settled();
    } finally {
      join.mockRestore();
    }
    expect(await effectsOfJoin(f.team.id, player.user.id, f.owner.user.id)).toEqual({
      member: 1,
      xp: 120,
      awards: 1,
      completedNotes: 1,
      badge: 1,
      badgeNotes: 1,
    });
  });
});

describe('a durable listener run twice for one outbox row', () => {
  it('makes one notification (its process died after the work, before deleting the row)', async () => {
    const c = challengesClient(t);
    const author = await c.player();
    const commenter = await c.player();
    const post = await c.post(author, 'first');
    // The post's own rows (challenges, timelines) are done before the outbox stops being kicked.
    await t.app.ctx.events.settled();
    const kick = vi.spyOn(t.app.ctx.outbox, 'kick').mockImplementation(() => {});
    try {
      const res = await c.call('POST', `/api/posts/${post.id}/comments`, commenter.cookie, { body: 'nice' });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.ctx.events.settled();
    } finally {
      kick.mockRestore();
    }
    const rows = rowsOf<{ id: string; event: string; handler: string; payload: unknown }>(
      await t.app.db.execute(sql`select id, event, handler, payload from outbox`),
    );
    expect(rows.map((r) => `${r.event}:${r.handler}`).sort()).toEqual([
      'post.commented:challenges',
      'post.commented:posts',
    ]);
    await t.app.ctx.work.runAll('outbox');
    // The rows come back as if their deletion had been lost with the process.
    for (const r of rows)
      await t.app.db.execute(
        sql`insert into outbox (id, event, handler, payload) values (${r.id}, ${r.event}, ${r.handler}, ${JSON.stringify(r.payload)}::jsonb)`,
      );
    expect(await t.app.ctx.work.runAll('outbox')).toBe(2);
    await t.app.ctx.events.settled();
    expect(
      await one<{ n: number }>(
        sql`select count(*)::int as n from notifications where recipient_id = ${author.user.id} and type = 'comment'`,
      ),
    ).toEqual({ n: 1 });
  });
});
