import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminResultsQuery, Game, RatingSubjectKind } from '@esn/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { containing } from '../../lib/like';
import { rowsOf } from '../tournaments/tournaments.repository';
import {
  leagues,
  matchEvents,
  matches,
  ratedMatches,
  ratingChanges,
  ratings,
  teamMembers,
  teams,
  tournaments,
  users,
  type RatedMatchRow,
  type RatingChangeRow,
  type RatingRow,
} from '../../db/schema/index';

/** The two-key advisory lock space of ratings (apart from the one-key bigint locks, e.g. the migrations'). */
const RATINGS_LOCK_CLASS = 26;

export type BoardKey = { conservative: number; id: string };
export type BoardRow = {
  subjectId: string;
  conservative: number;
  mu: number;
  sigma: number;
  games: number;
  name: string;
  slug: string;
  picture: string | null;
};

/** Whether the match's result was voided by an admin: it counts neither for ratings nor in the verified record. */
export const isVoidedResult = (matchId: SQL | typeof ratingChanges.matchId) =>
  sql`exists (select 1 from ${ratedMatches} v where v.match_id = ${matchId} and v.voided_at is not null)`;

/** A change that counts: its result was not voided. */
const counts = sql`not ${isVoidedResult(ratingChanges.matchId)}`;

export type AdminResultRow = {
  match_id: string;
  game: Game;
  seq: number;
  score_a: number;
  score_b: number;
  played_at: Date | string;
  voided_at: Date | string | null;
  void_reason: string | null;
  voided_by_id: string | null;
  voided_by_nickname: string | null;
  tournament_id: string | null;
  tournament_name: string | null;
  league_id: string | null;
  league_name: string | null;
  team_a_id: string | null;
  team_a_name: string | null;
  team_a_slug: string | null;
  team_b_id: string | null;
  team_b_name: string | null;
  team_b_slug: string | null;
  user_a_id: string | null;
  user_a_name: string | null;
  user_a_nickname: string | null;
  user_b_id: string | null;
  user_b_name: string | null;
  user_b_nickname: string | null;
  rated: number;
};

const userName = sql<string>`coalesce(nullif(concat_ws(' ', nullif(trim(${users.firstName}), ''), nullif(trim(${users.lastName}), '')), ''), ${users.nickname})`;

export const ratingsRepository = {
  /**
   * Serialises every rating change of one game (taken last, after the tournament's or league's lock): ratings read,
   * computed and written by two results at once would lose one, and `seq` must follow the order they commit in.
   */
  async lockGame(tx: Tx, game: Game): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK_CLASS}, hashtext(${game}))`);
  },

  async findRated(db: DbOrTx, matchId: string): Promise<RatedMatchRow | undefined> {
    const [row] = await db.select().from(ratedMatches).where(eq(ratedMatches.matchId, matchId)).limit(1);
    return row;
  },

  async insertRated(
    tx: Tx,
    row: Pick<RatedMatchRow, 'matchId' | 'game' | 'scoreA' | 'scoreB' | 'playedAt'>,
  ): Promise<RatedMatchRow> {
    const [inserted] = await tx.insert(ratedMatches).values(row).returning();
    return inserted!;
  },

  async updateScore(tx: Tx, matchId: string, scoreA: number, scoreB: number): Promise<void> {
    await tx.update(ratedMatches).set({ scoreA, scoreB }).where(eq(ratedMatches.matchId, matchId));
  },

  /** Marks a rated result voided (by whom, why), or clears the mark. */
  async setVoid(tx: Tx, matchId: string, voided: { at: Date; byId: string; reason: string } | null): Promise<void> {
    await tx
      .update(ratedMatches)
      .set({ voidedAt: voided?.at ?? null, voidedById: voided?.byId ?? null, voidReason: voided?.reason ?? null })
      .where(eq(ratedMatches.matchId, matchId));
  },

  /** Drops the game's ratings of subjects with no counting result left (their only results were voided): who lost one. */
  async dropUnrated(tx: Tx, game: Game): Promise<{ kind: RatingSubjectKind; id: string }[]> {
    const res = await tx.execute(sql`
      delete from ${ratings} r
      where r.game = ${game}
        and not exists (
          select 1 from ${ratingChanges}
          where ${ratingChanges.subjectKind} = r.subject_kind and ${ratingChanges.subjectId} = r.subject_id
            and ${ratingChanges.game} = r.game and ${counts})
      returning r.subject_kind as kind, r.subject_id as id`);
    return rowsOf<{ kind: RatingSubjectKind; id: string }>(res);
  },

  /** The players a team's match rates: its roster now (at the match), coaches aside. */
  async rosterPlayerIds(db: DbOrTx, teamId: string): Promise<string[]> {
    const rows = await db
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'coach')))
      .orderBy(asc(teamMembers.userId));
    return rows.map((r) => r.id);
  },

  async current(db: DbOrTx, game: Game, subjects: { kind: RatingSubjectKind; id: string }[]): Promise<RatingRow[]> {
    if (subjects.length === 0) return [];
    return db
      .select()
      .from(ratings)
      .where(
        and(
          eq(ratings.game, game),
          sql`(${ratings.subjectKind}, ${ratings.subjectId}) in (${sql.join(
            subjects.map((s) => sql`(${s.kind}, ${s.id}::uuid)`),
            sql`, `,
          )})`,
        ),
      );
  },

  async insertChanges(tx: Tx, rows: RatingChangeRow[]): Promise<void> {
    if (rows.length > 0) await tx.insert(ratingChanges).values(rows);
  },

  async upsertRatings(tx: Tx, rows: RatingRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(ratings)
      .values(rows)
      .onConflictDoUpdate({
        target: [ratings.subjectKind, ratings.subjectId, ratings.game],
        set: {
          mu: sql`excluded.mu`,
          sigma: sql`excluded.sigma`,
          conservative: sql`excluded.conservative`,
          games: sql`excluded.games`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  },

  /** A game's whole rating history in the order it was rated, voided results aside: what a recompute replays. */
  async history(db: DbOrTx, game: Game): Promise<{ matches: RatedMatchRow[]; changes: RatingChangeRow[] }> {
    // One after the other: inside a transaction both would queue on its one connection anyway.
    const matches = await db
      .select()
      .from(ratedMatches)
      .where(and(eq(ratedMatches.game, game), isNull(ratedMatches.voidedAt)))
      .orderBy(asc(ratedMatches.seq));
    const changes = await db
      .select()
      .from(ratingChanges)
      .where(and(eq(ratingChanges.game, game), counts))
      .orderBy(asc(ratingChanges.seq), asc(ratingChanges.subjectKind), asc(ratingChanges.subjectId));
    return { matches, changes };
  },

  async setChange(
    tx: Tx,
    key: Pick<RatingChangeRow, 'matchId' | 'subjectKind' | 'subjectId'>,
    values: Pick<RatingChangeRow, 'muBefore' | 'sigmaBefore' | 'muAfter' | 'sigmaAfter'>,
  ): Promise<void> {
    await tx
      .update(ratingChanges)
      .set(values)
      .where(
        and(
          eq(ratingChanges.matchId, key.matchId),
          eq(ratingChanges.subjectKind, key.subjectKind),
          eq(ratingChanges.subjectId, key.subjectId),
        ),
      );
  },

  async ofSubject(db: DbOrTx, kind: RatingSubjectKind, id: string): Promise<RatingRow[]> {
    return db
      .select()
      .from(ratings)
      .where(and(eq(ratings.subjectKind, kind), eq(ratings.subjectId, id)))
      .orderBy(desc(ratings.games), asc(ratings.game));
  },

  /** The latest `limit` counting changes of a subject in each of these games, latest first. */
  async recentChanges(
    db: DbOrTx,
    kind: RatingSubjectKind,
    id: string,
    games: Game[],
    limit: number,
  ): Promise<RatingChangeRow[]> {
    if (games.length === 0) return [];
    const per = await Promise.all(
      games.map((game) =>
        db
          .select()
          .from(ratingChanges)
          .where(
            and(
              eq(ratingChanges.subjectKind, kind),
              eq(ratingChanges.subjectId, id),
              eq(ratingChanges.game, game),
              counts,
            ),
          )
          .orderBy(desc(ratingChanges.seq))
          .limit(limit),
      ),
    );
    return per.flat();
  },

  /** One page of a game's board, keyset on (conservative desc, id) as `ratings_board_idx` orders it. */
  async board(
    db: DbOrTx,
    game: Game,
    kind: RatingSubjectKind,
    limit: number,
    after: BoardKey | undefined,
  ): Promise<BoardRow[]> {
    const keyset = after
      ? sql`(${ratings.conservative} < ${after.conservative} or (${ratings.conservative} = ${after.conservative} and ${ratings.subjectId} > ${after.id}::uuid))`
      : sql`true`;
    const base = and(eq(ratings.game, game), eq(ratings.subjectKind, kind), keyset);
    const columns = {
      subjectId: ratings.subjectId,
      conservative: ratings.conservative,
      mu: ratings.mu,
      sigma: ratings.sigma,
      games: ratings.games,
    };
    const order = [desc(ratings.conservative), asc(ratings.subjectId)] as const;
    if (kind === 'team')
      return db
        .select({ ...columns, name: teams.name, slug: teams.slug, picture: teams.logoUrl })
        .from(ratings)
        .innerJoin(teams, eq(teams.id, ratings.subjectId))
        .where(base)
        .orderBy(...order)
        .limit(limit);
    return db
      .select({
        ...columns,
        name: userName,
        slug: users.nickname,
        picture: sql<string | null>`coalesce(${users.avatarUrl}, ${users.profileImageUrl})`,
      })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.subjectId))
      .where(and(base, sql`${users.userType} is distinct from 'admin'`))
      .orderBy(...order)
      .limit(limit);
  },

  /** How many of the board come before a row in its order (a higher rating, or the same and a smaller id). */
  async countBefore(db: DbOrTx, game: Game, kind: RatingSubjectKind, key: BoardKey): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ratings)
      .where(
        and(
          eq(ratings.game, game),
          eq(ratings.subjectKind, kind),
          sql`(${ratings.conservative} > ${key.conservative} or (${ratings.conservative} = ${key.conservative} and ${ratings.subjectId} < ${key.id}::uuid))`,
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Played final results not rated yet (completed before the ratings existed): completed, both sides known, no BYE,
   * not settled by a walkover (their last event), oldest result first.
   */
  async unratedPlayed(db: DbOrTx, limit: number): Promise<{ id: string; game: Game }[]> {
    const res = await db.execute(sql`
      select m.id, coalesce(t.game, l.game) as game
      from ${matches} m
      left join ${tournaments} t on t.id = m.tournament_id
      left join ${leagues} l on l.id = m.league_id
      where m.status = 'completed' and not m.a_bye and not m.b_bye
        and m.score_a is not null and m.score_b is not null
        and ((m.team_a_id is not null and m.team_b_id is not null) or (m.user_a_id is not null and m.user_b_id is not null))
        and not exists (select 1 from ${ratedMatches} r where r.match_id = m.id)
        and coalesce((select e.kind from ${matchEvents} e where e.match_id = m.id order by e.created_at desc limit 1), '') <> 'walkover'
      order by m.completed_at nulls first, m.id
      limit ${limit}`);
    return rowsOf<{ id: string; game: Game }>(res);
  },

  async subjectExists(db: DbOrTx, kind: RatingSubjectKind, id: string): Promise<boolean> {
    const table = kind === 'team' ? teams : users;
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [id]))
      .limit(1);
    return rows.length > 0;
  },

  /**
   * One page of the rated results for the admin area, newest rated first (keyset on `seq`): the match's sides and
   * event by name where they still exist, who voided it, and how many ratings it moved.
   */
  async adminResults(
    db: DbOrTx,
    q: Pick<AdminResultsQuery, 'game' | 'status' | 'q'> & { matchId?: string },
    limit: number,
    beforeSeq: number | undefined,
  ): Promise<AdminResultRow[]> {
    const like = q.q ? containing(q.q) : undefined;
    const res = await db.execute(sql`
      select r.match_id, r.game, r.seq, r.score_a, r.score_b, r.played_at, r.voided_at, r.void_reason,
             vb.id as voided_by_id, vb.nickname as voided_by_nickname,
             t.id as tournament_id, t.name as tournament_name, l.id as league_id, l.name as league_name,
             ta.id as team_a_id, ta.name as team_a_name, ta.slug as team_a_slug,
             tb.id as team_b_id, tb.name as team_b_name, tb.slug as team_b_slug,
             ua.id as user_a_id, ${nameOf('ua')} as user_a_name, ua.nickname as user_a_nickname,
             ub.id as user_b_id, ${nameOf('ub')} as user_b_name, ub.nickname as user_b_nickname,
             (select count(*) from ${ratingChanges} c where c.match_id = r.match_id)::int as rated
      from ${ratedMatches} r
      left join ${matches} m on m.id = r.match_id
      left join ${tournaments} t on t.id = m.tournament_id
      left join ${leagues} l on l.id = m.league_id
      left join ${teams} ta on ta.id = m.team_a_id
      left join ${teams} tb on tb.id = m.team_b_id
      left join ${users} ua on ua.id = m.user_a_id
      left join ${users} ub on ub.id = m.user_b_id
      left join ${users} vb on vb.id = r.voided_by_id
      where true
        ${q.matchId ? sql`and r.match_id = ${q.matchId}::uuid` : sql``}
        ${q.game ? sql`and r.game = ${q.game}` : sql``}
        ${q.status === 'voided' ? sql`and r.voided_at is not null` : q.status === 'counted' ? sql`and r.voided_at is null` : sql``}
        ${
          like
            ? sql`and (ta.name ilike ${like} or tb.name ilike ${like} or ua.nickname ilike ${like} or ub.nickname ilike ${like}
                    or ${nameOf('ua')} ilike ${like} or ${nameOf('ub')} ilike ${like} or t.name ilike ${like} or l.name ilike ${like})`
            : sql``
        }
        ${beforeSeq !== undefined ? sql`and r.seq < ${beforeSeq}` : sql``}
      order by r.seq desc
      limit ${limit}`);
    return rowsOf<AdminResultRow>(res).map((row) => ({ ...row, seq: Number(row.seq), rated: Number(row.rated) }));
  },

  async findAdminResult(db: DbOrTx, matchId: string): Promise<AdminResultRow | undefined> {
    const [row] = await this.adminResults(db, { matchId }, 1, undefined);
    return row;
  },
};

/** A person's first and last name, or the nickname, of the users table under `alias`. */
function nameOf(alias: 'ua' | 'ub'): SQL {
  const a = sql.raw(alias);
  return sql`coalesce(nullif(concat_ws(' ', nullif(trim(${a}.first_name), ''), nullif(trim(${a}.last_name), '')), ''), ${a}.nickname)`;
}
