import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Game, RatingSubjectKind } from '@esn/contract';
import type { DbOrTx, Tx } from '../../db/client';
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

  async insertRated(tx: Tx, row: Omit<RatedMatchRow, 'seq'>): Promise<RatedMatchRow> {
    const [inserted] = await tx.insert(ratedMatches).values(row).returning();
    return inserted!;
  },

  async updateScore(tx: Tx, matchId: string, scoreA: number, scoreB: number): Promise<void> {
    await tx.update(ratedMatches).set({ scoreA, scoreB }).where(eq(ratedMatches.matchId, matchId));
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

  /** A game's whole rating history in the order it was rated: what a recompute replays. */
  async history(db: DbOrTx, game: Game): Promise<{ matches: RatedMatchRow[]; changes: RatingChangeRow[] }> {
    // One after the other: inside a transaction both would queue on its one connection anyway.
    const matches = await db
      .select()
      .from(ratedMatches)
      .where(eq(ratedMatches.game, game))
      .orderBy(asc(ratedMatches.seq));
    const changes = await db
      .select()
      .from(ratingChanges)
      .where(eq(ratingChanges.game, game))
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

  /** The latest `limit` changes of a subject in each of these games, latest first. */
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
            and(eq(ratingChanges.subjectKind, kind), eq(ratingChanges.subjectId, id), eq(ratingChanges.game, game)),
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
};
