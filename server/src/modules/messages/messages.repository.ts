import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  connections,
  conversationParticipants,
  leagues,
  matches,
  tournaments,
  conversations,
  messageSettings,
  messages,
  postMedia,
  teamMembers,
  teams,
  uploads,
  userBlocks,
  users,
  type ConversationRow,
  type StoredMessageMedia,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { rowsOf } from '../tournaments/tournaments.repository';
import { escapeLike } from '../../lib/like';

/** `<smaller id>:<larger id>`: the one direct conversation of a pair, whoever started it. */
export const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Whether `sender` may write to `other` now, as a word: the one rule for sending, starting and `canSend`. */
export type SendPermission = 'ok' | 'blocked' | 'connections_only';

/**
 * `other` accepts messages from `me` unless either blocked the other; when `other` takes messages from his
 * connections only, `me` must be an accepted connection, or `other` must have written in this conversation himself
 * (whoever he wrote to may answer him).
 */
const permissionSql = (me: SQL, other: SQL, conversationId: SQL) => sql`case
  when exists (select 1 from ${userBlocks} b where (b.blocker_id = ${me} and b.blocked_id = ${other}) or (b.blocker_id = ${other} and b.blocked_id = ${me})) then 'blocked'
  when not coalesce((select s.connections_only from ${messageSettings} s where s.user_id = ${other}), false) then 'ok'
  when exists (select 1 from ${connections} k where k.status = 'accepted'
    and ((k.requester_id = ${me} and k.addressee_id = ${other}) or (k.requester_id = ${other} and k.addressee_id = ${me}))) then 'ok'
  when exists (select 1 from ${messages} w where w.conversation_id = ${conversationId} and w.sender_id = ${other}) then 'ok'
  else 'connections_only' end`;

/**
 * Whether `user` (an SQL expression) is in match `match`'s lobby now: a player of either side (the team's roster as it
 * is now, or the solo player) or the organizer of its tournament or league.
 */
const lobbyMemberSql = (user: string, match: string) =>
  `exists (select 1 from matches lm_m
    left join tournaments lm_t on lm_t.id = lm_m.tournament_id
    left join leagues lm_l on lm_l.id = lm_m.league_id
    where lm_m.id = ${match} and (${user} in (lm_m.user_a_id, lm_m.user_b_id, lm_t.organizer_id, lm_l.organizer_id)
      or exists (select 1 from team_members lm_tm where lm_tm.user_id = ${user} and lm_tm.team_id in (lm_m.team_a_id, lm_m.team_b_id))))`;

/**
 * A team conversation is read by the team's members only, and a match lobby by the match's rosters and organizer
 * only, whatever their participant rows say.
 */
const stillMember = (p: string, c: string) =>
  sql.raw(
    `(${c}.kind = 'direct' or (${c}.kind = 'team' and exists (select 1 from team_members tm where tm.team_id = ${c}.team_id and tm.user_id = ${p}.user_id)) or (${c}.kind = 'match' and ${lobbyMemberSql(`${p}.user_id`, `${c}.match_id`)}))`,
  );

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const publicCols = (alias: string, prefix: string) =>
  sql.raw(
    ['id', 'nickname', 'first_name', 'last_name', 'avatar_url', 'profile_image_url', 'user_type']
      .map((c) => `${alias}.${c} as ${prefix}${c}`)
      .join(', '),
  );

export type UserCols<P extends string> = {
  [
    K in 'id' | 'nickname' | 'first_name' | 'last_name' | 'avatar_url' | 'profile_image_url' | 'user_type' as `${P}${K}`
  ]: string | null;
};
export type MessageDbRow = {
  id: string;
  conversation_id: string;
  body: string;
  system_key: string | null;
  system_params: Record<string, string | number> | null;
  media: StoredMessageMedia[];
  client_id: string | null;
  created_ms: number;
} & UserCols<'s_'>;
export type ConversationDbRow = {
  id: string;
  kind: 'direct' | 'team' | 'match';
  match_id: string | null;
  activity_ms: number;
  participant_count: number;
  unread: number;
  others_read_ms: number | null;
  permission: SendPermission;
  t_id: string | null;
  t_slug: string | null;
  t_name: string | null;
  t_logo_url: string | null;
  m_id: string | null;
  m_body: string | null;
  m_system_key: string | null;
  m_system_params: Record<string, string | number> | null;
  m_media: StoredMessageMedia[] | null;
  m_client_id: string | null;
  m_created_ms: number | null;
} & UserCols<'o_'> &
  UserCols<'s_'>;

/**
 * The reader's conversations in one statement: his participations newest activity first (one index range), each
 * with the other person or the team, the last message and its sender, his unread count, the others' last read and
 * whether he may write there.
 */
function conversationsSql(me: string, filter: SQL, limit: number) {
  return sql`
    select c.id, c.kind, c.match_id, ${ms('p.last_message_at')} as activity_ms,
      (select count(*)::int from ${conversationParticipants} pc where pc.conversation_id = c.id) as participant_count,
      (select count(*)::int from ${messages} mu where mu.conversation_id = c.id and mu.created_at > p.last_read_at and mu.sender_id is distinct from p.user_id) as unread,
      (select ${ms('max(po.last_read_at)')} from ${conversationParticipants} po where po.conversation_id = c.id and po.user_id <> p.user_id) as others_read_ms,
      case when c.kind <> 'direct' then 'ok' when o.id is null then 'blocked' else ${permissionSql(sql`p.user_id`, sql`o.id`, sql`c.id`)} end as permission,
      ${publicCols('o', 'o_')},
      t.id as t_id, t.slug as t_slug, t.name as t_name, t.logo_url as t_logo_url,
      lm.*
    from ${conversationParticipants} p
    join ${conversations} c on c.id = p.conversation_id
    left join ${conversationParticipants} op on c.kind = 'direct' and op.conversation_id = c.id and op.user_id <> p.user_id
    left join ${users} o on o.id = op.user_id
    left join ${teams} t on t.id = c.team_id
    left join lateral (
      select m.id as m_id, m.body as m_body, m.system_key as m_system_key, m.system_params as m_system_params, m.media as m_media, m.client_id as m_client_id, ${ms('m.created_at')} as m_created_ms,
        ${publicCols('s', 's_')}
      from ${messages} m left join ${users} s on s.id = m.sender_id
      where m.conversation_id = c.id
      order by m.created_at desc nulls last, m.id desc nulls last
      limit 1
    ) lm on true
    where p.user_id = ${me}::uuid and ${stillMember('p', 'c')} ${filter}
    order by p.last_message_at desc nulls last, p.conversation_id desc nulls last
    limit ${limit}`;
}

export const messagesRepository = {
  async list(db: DbOrTx, me: string, limit: number, after?: Keyset, q?: string): Promise<ConversationDbRow[]> {
    const parts: SQL[] = [];
    if (after)
      parts.push(
        sql`and (p.last_message_at, p.conversation_id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      );
    if (q) {
      const like = `%${escapeLike(q.toLowerCase())}%`;
      parts.push(
        sql`and (lower(o.nickname || ' ' || coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) like ${like} or lower(t.name) like ${like})`,
      );
    }
    return rowsOf<ConversationDbRow>(await db.execute(conversationsSql(me, sql.join(parts, sql` `), limit)));
  },

  /** One conversation as its reader sees it; undefined when he is not (or no longer) in it. */
  async one(db: DbOrTx, me: string, conversationId: string): Promise<ConversationDbRow | undefined> {
    return rowsOf<ConversationDbRow>(
      await db.execute(conversationsSql(me, sql`and p.conversation_id = ${conversationId}::uuid`, 1)),
    )[0];
  },

  /** The conversation when `userId` may read it (a participant and, for a team's, still on the roster). */
  async access(
    db: DbOrTx,
    conversationId: string,
    userId: string,
  ): Promise<Pick<ConversationRow, 'id' | 'kind' | 'teamId' | 'matchId'> | undefined> {
    const res = await db.execute(sql`
      select c.id, c.kind, c.team_id as "teamId", c.match_id as "matchId" from ${conversations} c
      join ${conversationParticipants} p on p.conversation_id = c.id and p.user_id = ${userId}::uuid
      where c.id = ${conversationId}::uuid and ${stillMember('p', 'c')}`);
    return rowsOf<Pick<ConversationRow, 'id' | 'kind' | 'teamId' | 'matchId'>>(res)[0];
  },

  async kindOf(db: DbOrTx, conversationId: string): Promise<ConversationRow['kind'] | undefined> {
    const [row] = await db
      .select({ kind: conversations.kind })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    return row?.kind;
  },

  async participantIds(db: DbOrTx, conversationId: string): Promise<string[]> {
    const rows = await db
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    return rows.map((r) => r.id);
  },

  async findDirect(db: DbOrTx, a: string, b: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.directKey, directKeyOf(a, b)))
      .limit(1);
    return row;
  },

  /** The pair's conversation, made now with both in it unless another request made it first. */
  async createDirect(db: DbOrTx, a: string, b: string): Promise<{ row: ConversationRow; created: boolean }> {
    const [row] = await db
      .insert(conversations)
      .values({ kind: 'direct', directKey: directKeyOf(a, b) })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning();
    if (!row) return { row: (await this.findDirect(db, a, b))!, created: false };
    await db
      .insert(conversationParticipants)
      .values([a, b].map((userId) => ({ conversationId: row.id, userId, lastMessageAt: row.lastMessageAt })));
    return { row, created: true };
  },

  /**
   * The team's conversation, made on first use, with its participants set to the roster as it is now (the
   * roster's events keep them in step afterwards; this also repairs any step that was missed). Returns the
   * people whose participation changed.
   */
  async ensureTeam(db: DbOrTx, teamId: string): Promise<{ id: string; changed: string[] }> {
    await db
      .insert(conversations)
      .values({ kind: 'team', teamId })
      .onConflictDoNothing({ target: conversations.teamId });
    const [conv] = await db.select().from(conversations).where(eq(conversations.teamId, teamId)).for('update');
    const added = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        insert into ${conversationParticipants} (conversation_id, user_id, last_message_at)
        select ${conv!.id}::uuid, tm.user_id, ${conv!.lastMessageAt.toISOString()}::timestamptz from ${teamMembers} tm where tm.team_id = ${teamId}::uuid
        on conflict do nothing returning user_id`),
    );
    const removed = await db
      .delete(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conv!.id),
          sql`not exists (select 1 from ${teamMembers} tm where tm.team_id = ${teamId}::uuid and tm.user_id = ${conversationParticipants.userId})`,
        ),
      )
      .returning({ id: conversationParticipants.userId });
    return { id: conv!.id, changed: [...added.map((r) => r.user_id), ...removed.map((r) => r.id)] };
  },

  /** Everyone in match `matchId`'s lobby now (see lobbyMemberSql). */
  async lobbyMembers(db: DbOrTx, matchId: string): Promise<string[]> {
    const res = await db.execute(sql`
      select distinct u from (
        select unnest(array[m.user_a_id, m.user_b_id, t.organizer_id, l.organizer_id]) as u from ${matches} m
          left join ${tournaments} t on t.id = m.tournament_id left join ${leagues} l on l.id = m.league_id
          where m.id = ${matchId}::uuid
        union
        select tm.user_id from ${matches} m join ${teamMembers} tm on tm.team_id in (m.team_a_id, m.team_b_id)
          where m.id = ${matchId}::uuid
      ) x where u is not null`);
    return rowsOf<{ u: string }>(res).map((r) => r.u);
  },

  /**
   * The match's lobby, made on first use, with its participant rows set to the match's people as they are now (the
   * rows only order the lists and count unread messages; who may read is always checked against the match). Returns
   * its id and the people whose participation changed.
   */
  async ensureMatch(db: DbOrTx, matchId: string): Promise<{ id: string; changed: string[] }> {
    await db
      .insert(conversations)
      .values({ kind: 'match', matchId })
      .onConflictDoNothing({ target: conversations.matchId });
    const [conv] = await db.select().from(conversations).where(eq(conversations.matchId, matchId)).for('update');
    return { id: conv!.id, changed: await this.syncMatch(db, conv!, matchId) };
  },

  /** The lobby's participant rows follow the match's people now (a roster change since); returns who changed. */
  async syncMatch(db: DbOrTx, conv: Pick<ConversationRow, 'id' | 'lastMessageAt'>, matchId: string) {
    const members = await this.lobbyMembers(db, matchId);
    const added = members.length
      ? await db
          .insert(conversationParticipants)
          .values(members.map((userId) => ({ conversationId: conv.id, userId, lastMessageAt: conv.lastMessageAt })))
          .onConflictDoNothing()
          .returning({ id: conversationParticipants.userId })
      : [];
    const removed = await db
      .delete(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conv.id),
          members.length ? notInArray(conversationParticipants.userId, members) : sql`true`,
        ),
      )
      .returning({ id: conversationParticipants.userId });
    return [...added.map((r) => r.id), ...removed.map((r) => r.id)];
  },

  async findMatchConversation(db: DbOrTx, matchId: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
    return row;
  },

  async conversationById(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  },

  /** A new member joins the team's conversation (if it exists yet), with nothing unread from before. */
  async joinTeam(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
    const res = await db.execute(sql`
      insert into ${conversationParticipants} (conversation_id, user_id, last_message_at)
      select c.id, ${userId}::uuid, c.last_message_at from ${conversations} c where c.team_id = ${teamId}::uuid
      on conflict do nothing returning user_id`);
    return rowsOf(res).length > 0;
  },

  async leaveTeam(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.userId, userId),
          sql`${conversationParticipants.conversationId} = (select c.id from ${conversations} c where c.team_id = ${teamId}::uuid)`,
        ),
      )
      .returning({ id: conversationParticipants.userId });
    return rows.length > 0;
  },

  permission(db: DbOrTx, me: string, other: string, conversationId: string | null): Promise<SendPermission> {
    return db
      .execute(
        sql`select ${permissionSql(sql`${me}::uuid`, sql`${other}::uuid`, conversationId ? sql`${conversationId}::uuid` : sql`null::uuid`)} as p`,
      )
      .then((res) => rowsOf<{ p: SendPermission }>(res)[0]!.p);
  },

  /** The other person of a direct conversation. */
  async otherOf(db: DbOrTx, conversationId: string, me: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          sql`${conversationParticipants.userId} <> ${me}::uuid`,
        ),
      )
      .limit(1);
    return row?.id;
  },

  /** Uploads already on a message (each file goes on one message or post only). */
  async uploadsOnMessages(db: DbOrTx, uploadIds: string[]): Promise<number> {
    const arr = JSON.stringify(uploadIds.map((uploadId) => [{ uploadId }]));
    const res = await db.execute(sql`
      select count(*)::int as n from ${messages} m, jsonb_array_elements(${arr}::jsonb) want
      where m.media <> '[]'::jsonb and m.media @> want`);
    return rowsOf<{ n: number }>(res)[0]!.n;
  },

  async uploadsOnPosts(db: DbOrTx, uploadIds: string[]): Promise<number> {
    return (await db.select({ id: postMedia.uploadId }).from(postMedia).where(inArray(postMedia.uploadId, uploadIds)))
      .length;
  },

  /** The sender's own uploads among `ids`, locked until the message is written (see postsRepository.lockOwnUploads). */
  async lockOwnUploads(db: DbOrTx, ownerId: string, ids: string[]) {
    return db
      .select({ id: uploads.id, kind: uploads.kind, key: uploads.key, mime: uploads.mime, size: uploads.size })
      .from(uploads)
      .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)))
      .for('update');
  },

  /**
   * Writes a message and moves the conversation up everyone's list; the sender has read it up to his own message.
   * Returns its id and time.
   */
  async insertMessage(
    db: DbOrTx,
    input: {
      conversationId: string;
      /** Null for a match lobby's system line. */
      senderId: string | null;
      body: string;
      media: StoredMessageMedia[];
      clientId: string | null;
      systemKey?: string;
      systemParams?: Record<string, string | number>;
    },
  ): Promise<{ id: string; createdAt: Date }> {
    const [row] = await db.insert(messages).values(input).returning({ id: messages.id, createdAt: messages.createdAt });
    await db
      .update(conversations)
      .set({ lastMessageAt: row!.createdAt })
      .where(eq(conversations.id, input.conversationId));
    await db
      .update(conversationParticipants)
      .set({
        lastMessageAt: row!.createdAt,
        lastReadAt: sql`case when ${conversationParticipants.userId} = ${input.senderId}::uuid then greatest(${conversationParticipants.lastReadAt}, ${row!.createdAt.toISOString()}::timestamptz) else ${conversationParticipants.lastReadAt} end`,
      })
      .where(eq(conversationParticipants.conversationId, input.conversationId));
    return row!;
  },

  /** A page of a thread, newest first (`limit + 1` rows: the extra one only tells that there is more). */
  async thread(db: DbOrTx, conversationId: string, limit: number, before?: Keyset): Promise<MessageDbRow[]> {
    const cursor = before
      ? sql`and (m.created_at, m.id) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
      : sql``;
    return rowsOf<MessageDbRow>(
      await db.execute(sql`
        select m.id, m.conversation_id, m.body, m.system_key, m.system_params, m.media, m.client_id, ${ms('m.created_at')} as created_ms, ${publicCols('s', 's_')}
        from ${messages} m left join ${users} s on s.id = m.sender_id
        where m.conversation_id = ${conversationId}::uuid ${cursor}
        order by m.created_at desc nulls last, m.id desc nulls last
        limit ${limit}`),
    );
  },

  /**
   * The reader has read everything there is now: up to the newest message (not the clock, so that a message
   * written meanwhile is never counted as read). Returns the new mark.
   */
  async markRead(db: DbOrTx, conversationId: string, userId: string): Promise<Date> {
    const [row] = await db
      .update(conversationParticipants)
      .set({
        lastReadAt: sql`greatest(${conversationParticipants.lastReadAt}, coalesce((select max(m.created_at) from ${messages} m where m.conversation_id = ${conversationId}::uuid), ${conversationParticipants.lastReadAt}))`,
      })
      .where(
        and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
      )
      .returning({ at: conversationParticipants.lastReadAt });
    return row!.at;
  },

  /** Messages from others newer than one's last read, over every conversation one may read. */
  async unreadTotal(db: DbOrTx, userId: string): Promise<number> {
    const res = await db.execute(sql`
      select coalesce(sum((select count(*) from ${messages} m where m.conversation_id = p.conversation_id and m.created_at > p.last_read_at and m.sender_id is distinct from p.user_id)), 0)::int as n
      from ${conversationParticipants} p join ${conversations} c on c.id = p.conversation_id
      where p.user_id = ${userId}::uuid and ${stillMember('p', 'c')}`);
    return Number(rowsOf<{ n: number }>(res)[0]!.n);
  },

  async settings(db: DbOrTx, userId: string): Promise<{ connectionsOnly: boolean }> {
    const [row] = await db
      .select({ connectionsOnly: messageSettings.connectionsOnly })
      .from(messageSettings)
      .where(eq(messageSettings.userId, userId));
    return { connectionsOnly: row?.connectionsOnly ?? false };
  },

  async saveSettings(db: DbOrTx, userId: string, connectionsOnly: boolean): Promise<void> {
    await db
      .insert(messageSettings)
      .values({ userId, connectionsOnly })
      .onConflictDoUpdate({ target: messageSettings.userId, set: { connectionsOnly, updatedAt: sql`now()` } });
  },

  /**
   * Before an account goes: the people he wrote with keep their conversations and every message in them (his own
   * messages stay, their sender becomes null: "deleted account"; their images go, the files being deleted with his
   * uploads). His participations go with the account (foreign keys). Returns the people he shared a conversation
   * with and those conversations, whose caches must drop.
   */
  async forgetUser(db: DbOrTx, userId: string): Promise<{ userIds: string[]; conversationIds: string[] }> {
    const others = await db.execute(sql`
      select distinct o.user_id, o.conversation_id from ${conversationParticipants} p
      join ${conversationParticipants} o on o.conversation_id = p.conversation_id and o.user_id <> p.user_id
      where p.user_id = ${userId}::uuid`);
    await db.execute(sql`
      update ${messages} set media = '[]'::jsonb where sender_id = ${userId}::uuid and media <> '[]'::jsonb`);
    const rows = rowsOf<{ user_id: string; conversation_id: string }>(others);
    return {
      userIds: [...new Set(rows.map((r) => r.user_id))],
      conversationIds: [...new Set(rows.map((r) => r.conversation_id))],
    };
  },

  /** The person's own messages, for his data export. */
  async exportOf(db: DbOrTx, userId: string) {
    return db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        text: messages.body,
        media: messages.media,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.senderId, userId))
      .orderBy(desc(messages.createdAt));
  },
};
