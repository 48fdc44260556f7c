import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { conservativeAtLeast, type Availability, type Game, type MarketSort, type SkillLevel } from '@esn/contract';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { preparedFor, preparedWithin } from '../../db/prepared';
import {
  profiles,
  ratings,
  skillRank,
  teamMembers,
  teams,
  userAchievements,
  users,
  xpTotals,
} from '../../db/schema/index';
import { publicUserColumns } from '../users/users.repository';

export type MarketFilters = {
  game?: string;
  role?: string;
  minAge?: number;
  maxAge?: number;
  availability?: Availability;
  skill?: SkillLevel;
  verified?: boolean;
  country?: string;
  lookingForTeam?: boolean;
  hasAchievements?: boolean;
  /** Display scale; only with `game` (the contract refuses it alone). */
  minRating?: number;
};

/** The values of the sort keys of the last row of a page, in sort order (the id last). */
export type MarketKey = (string | number)[];

const rank = skillRank(profiles.skillLevel);

/** The key of a role of a game in profiles.role_keys: the same expression as market_role_keys (migration 0026). */
const roleKey = (game: unknown, role: unknown) => sql`md5(${game}::text || '/' || ${role}::text)::uuid`;

/**
 * How a filter's value goes into the SQL: bound in place (the saved searches' one-off queries), or as a named
 * placeholder whose value is collected (a page of the market, a statement prepared once per shape of filters).
 */
type Bind = (name: string, value: unknown) => unknown;
const inPlace: Bind = (_name, value) => value;

/** Placeholders for one prepared page, and the values that fill them. */
function placeholders(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind: (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}

/**
 * Each sort is the column list of one index (db/schema/profiles.ts), spelled exactly as the index is (`desc nulls
 * last`), so that a page is a walk along it that stops after `limit` rows, and the keyset comparison is a row
 * comparison on the same columns.
 */
const sorts = {
  views: {
    order: sql`${profiles.profileViews} desc nulls last, ${profiles.userId} desc nulls last`,
    keys: sql`(${profiles.profileViews}, ${profiles.userId})`,
    cast: ['int', 'uuid'],
    columns: { profileViews: profiles.profileViews },
  },
  skill: {
    order: sql`${rank} desc, ${profiles.profileViews} desc nulls last, ${profiles.userId} desc nulls last`,
    keys: sql`(${rank}, ${profiles.profileViews}, ${profiles.userId})`,
    cast: ['int', 'int', 'uuid'],
    columns: { rank, profileViews: profiles.profileViews },
  },
  active: {
    order: sql`${profiles.updatedAt} desc nulls last, ${profiles.userId} desc nulls last`,
    keys: sql`(${profiles.updatedAt}, ${profiles.userId})`,
    cast: ['timestamptz', 'uuid'],
    columns: { updatedAt: profiles.updatedAt },
  },
} satisfies Record<Exclude<MarketSort, 'rating'>, { order: SQL; keys: SQL; cast: string[]; columns: object }>;

/**
 * A row of a page: the player and the values of the page's sort keys (only those, read from the sort's covering
 * index; the next page's cursor is made of them). `conservative` is his rating in the game when sorted by rating
 * (null among the unrated).
 */
export type PageKey = {
  userId: string;
  profileViews?: number;
  rank?: number;
  updatedAt?: Date;
  conservative?: number | null;
};

/** The teams someone plays for (as a player), as JSON, for the market card. */
const playerTeams = sql<
  { id: string; slug: string; name: string; logoUrl: string | null; games: string[] }[]
>`coalesce((
  select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name, 'logoUrl', t.logo_url, 'games', t.games) order by m.joined_at)
  from ${teamMembers} m join ${teams} t on t.id = m.team_id
  where m.user_id = ${users.id} and m.role = 'player'), '[]'::json)`;

/** Someone's achievements (the primary key starts with the person: one index probe). */
const achieved = sql`(select 1 from ${userAchievements} a where a.user_id = ${users.id})`;
const achievementKeys = sql<
  string[]
>`coalesce((select json_agg(a.key order by a.earned_at) from ${userAchievements} a where a.user_id = ${users.id}), '[]'::json)`;

/** His rating on the card: in the filter's game, else his best (highest conservative) across games. */
const cardRating = (game: unknown) => sql<{
  game: Game;
  mu: number;
  sigma: number;
  conservative: number;
  games: number;
} | null>`(
  select json_build_object('game', r.game, 'mu', r.mu, 'sigma', r.sigma, 'conservative', r.conservative, 'games', r.games) from ${ratings} r
  where r.subject_kind = 'user' and r.subject_id = ${users.id}${game ? sql` and r.game = ${game}` : sql``}
  order by r.conservative desc limit 1)`;

/**
 * The key of a page sorted by rating: [conservative, id] while walking the rated players (ratings_board_idx order:
 * conservative desc, id asc), [null, id] once among the unrated ones (id desc, along the profiles' primary key).
 */
export type RatingKey = [number | null, string];

/** The market's filters (the keyset aside), on profiles joined with users: who the market lists (see marketMatch). */
function filterConditions(f: MarketFilters, walkingRatings = false, bind: Bind = inPlace): (SQL | undefined)[] {
  // A role of one game is its key in role_keys (checked inside the market indexes; it implies the game); a role of
  // any game is matched in the JSON (profiles_games_roles_idx).
  const roleOfGame =
    f.role && f.game
      ? sql`${profiles.roleKeys} @> array[${roleKey(bind('game', f.game), bind('role', f.role))}]`
      : undefined;
  const roleOfAnyGame =
    f.role && !f.game
      ? sql`${profiles.games} @> ${bind('roleJson', JSON.stringify([{ roles: [f.role] }]))}::jsonb`
      : undefined;
  return [
    eq(users.userType, 'player'),
    f.game && !roleOfGame ? sql`${profiles.gameIds} @> array[${bind('game', f.game)}::text]` : undefined,
    roleOfGame,
    roleOfAnyGame,
    // Aged at least minAge: born on or before today minus minAge years; at most maxAge: born after today minus maxAge+1.
    f.minAge !== undefined
      ? sql`${profiles.birthDate} <= (current_date - make_interval(years => ${bind('minAge', f.minAge)}::int))::date`
      : undefined,
    f.maxAge !== undefined
      ? sql`${profiles.birthDate} > (current_date - make_interval(years => ${bind('maxAgeYears', f.maxAge + 1)}::int))::date`
      : undefined,
    f.availability ? sql`${profiles.availability} = ${bind('availability', f.availability)}` : undefined,
    f.skill ? sql`${profiles.skillLevel} = ${bind('skill', f.skill)}` : undefined,
    f.verified === undefined ? undefined : sql`${profiles.verified} = ${bind('verified', f.verified)}`,
    f.country ? sql`${profiles.country} = ${bind('country', f.country)}` : undefined,
    f.lookingForTeam === undefined
      ? undefined
      : sql`${profiles.lookingForTeam} = ${bind('lookingForTeam', f.lookingForTeam)}`,
    f.hasAchievements === undefined
      ? undefined
      : f.hasAchievements
        ? sql`exists ${achieved}`
        : sql`not exists ${achieved}`,
    // Sorted by rating, the walk along the ratings already applies the minimum (see searchByRating).
    f.minRating !== undefined && f.game && !walkingRatings
      ? sql`exists (select 1 from ${ratings} r where r.subject_kind = 'user' and r.subject_id = ${profiles.userId} and r.game = ${bind('game', f.game)} and r.conservative >= ${bind('minConservative', conservativeAtLeast(f.minRating))}::float8)`
      : undefined,
  ];
}

/**
 * The shape of a page's statement: what decides its text (the sort, which filters are set, a cursor), never a
 * value. Each shape is one prepared statement, so its SQL is built once per process and planned once per connection
 * (building it each time was half the server's work on a page nobody had asked for yet).
 */
function shapeOf(kind: string, f: MarketFilters, after: unknown): string {
  const set = Object.entries(f)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (k === 'hasAchievements' ? `${k}=${String(v)}` : k))
    .sort();
  const text = [kind, ...set, after ? 'after' : ''].join(',');
  return `market_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
}

/**
 * The market's condition on `profiles` joined with `users`, for the saved searches' queries: a saved search matches
 * exactly the players the market would show for its filters (one definition, filterConditions).
 */
export const marketMatch = (f: MarketFilters): SQL | undefined => and(...filterConditions(f));

/**
 * What the cards of the players `ids` show (in no order), in one statement prepared twice: with a game (the card's
 * rating is in it) and without (his best rating). The same for every reader, so the service keeps cards a few
 * seconds (MarketCache.cards): a player on many pages is read once.
 */
function cardsQuery(db: DbOrTx, withGame: boolean) {
  return db
    .select({
      ...publicUserColumns,
      games: profiles.games,
      skillLevel: profiles.skillLevel,
      availability: profiles.availability,
      availableFrom: profiles.availableFrom,
      birthDate: profiles.birthDate,
      country: profiles.country,
      location: profiles.location,
      profileViews: profiles.profileViews,
      verified: profiles.verified,
      lookingForTeam: profiles.lookingForTeam,
      teams: playerTeams,
      achievements: achievementKeys,
      rating: cardRating(withGame ? sql.placeholder('game') : undefined),
      xp: sql<number>`coalesce((select x.xp from ${xpTotals} x where x.subject_kind = 'user' and x.subject_id = ${users.id}), 0)`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(sql`${profiles.userId} = any(${sql.placeholder('ids')}::uuid[])`);
}

/** The filters and the keyset of a page sorted by `sort`. */
function pageConditions(f: MarketFilters, sort: Exclude<MarketSort, 'rating'>, key: MarketKey | undefined, bind: Bind) {
  const s = sorts[sort];
  return [
    ...filterConditions(f, false, bind),
    key
      ? sql`${s.keys} < (${sql.join(
          key.map((v, i) => sql`${bind(`key${i}`, v)}::${sql.raw(s.cast[i]!)}`),
          sql`, `,
        )})`
      : undefined,
  ];
}

/**
 * A page's players and their sort keys, from one covering index (every filtered column is in it, so the walk reads
 * no table row; see db/schema/profiles.ts). Their cards are read apart (cardsQuery): as one query, the cards'
 * columns made every cold page plan and run four subqueries per player.
 */
function keysQuery(
  db: DbOrTx,
  conditions: (SQL | undefined)[],
  sort: Exclude<MarketSort, 'rating'>,
  limit: number | ReturnType<typeof sql.placeholder>,
) {
  const { order, columns } = sorts[sort];
  return db
    .select({ userId: profiles.userId, ...columns })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(...conditions))
    .orderBy(order)
    .limit(limit);
}

/**
 * Every pooled connection keeps each prepared shape: the common ones (a few filters each) are prepared, and a
 * process never keeps more than this many, whatever combinations people try.
 */
const MAX_PREPARED_SHAPES = 64;

export const marketRepository = {
  /** A page of players (userType player) with a profile, filtered, in the order of `sort`, after `after` (keyset). */
  async page(db: DbOrTx, f: MarketFilters, sort: MarketSort, limit: number, after?: MarketKey | RatingKey) {
    if (sort === 'rating') return this.pageByRating(db, f, limit, after as RatingKey | undefined);
    const key = after as MarketKey | undefined;
    const { bind, values } = placeholders();
    const conditions = pageConditions(f, sort, key, bind);
    bind('limit', limit);
    const statement = preparedWithin(db, 'market_', shapeOf(sort, f, key), MAX_PREPARED_SHAPES, () =>
      keysQuery(db, conditions, sort, sql.placeholder('limit')),
    );
    const rows: PageKey[] = statement
      ? await statement.execute(values)
      : // A rare shape past the cap: built and planned for this one read.
        await keysQuery(db, pageConditions(f, sort, key, inPlace), sort, limit);
    return rows;
  },

  /**
   * Sorted by rating in `f.game`: the players rated there, highest conservative estimate first (ties by id), walking
   * ratings_board_idx; after the last of them, the unrated ones (newest account id first). A `minRating` keeps only
   * rated players, so the second part is then empty.
   */
  async pageByRating(db: DbOrTx, f: MarketFilters, limit: number, after?: RatingKey): Promise<PageKey[]> {
    const game = f.game as Game;
    const rows: PageKey[] = [];
    if (!after || after[0] !== null) {
      const keyset = after
        ? sql`(${ratings.conservative} < ${after[0]}::float8 or (${ratings.conservative} = ${after[0]}::float8 and ${ratings.subjectId} > ${after[1]}::uuid))`
        : undefined;
      rows.push(
        ...(await db
          .select({ userId: profiles.userId, conservative: ratings.conservative })
          .from(ratings)
          .innerJoin(profiles, eq(profiles.userId, ratings.subjectId))
          .innerJoin(users, eq(users.id, ratings.subjectId))
          .where(
            and(
              eq(ratings.game, game),
              eq(ratings.subjectKind, 'user'),
              f.minRating === undefined ? undefined : gte(ratings.conservative, conservativeAtLeast(f.minRating)),
              keyset,
              ...filterConditions(f, true),
            ),
          )
          .orderBy(sql`${ratings.conservative} desc, ${ratings.subjectId}`)
          .limit(limit)),
      );
    }
    if (rows.length >= limit || f.minRating !== undefined) return rows;
    const unrated = sql`not exists (select 1 from ${ratings} r where r.subject_kind = 'user' and r.subject_id = ${profiles.userId} and r.game = ${game})`;
    const keyset = after && after[0] === null ? sql`${profiles.userId} < ${after[1]}::uuid` : undefined;
    const rest = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(unrated, keyset, ...filterConditions(f)))
      .orderBy(sql`${profiles.userId} desc`)
      .limit(limit - rows.length);
    return [...rows, ...rest.map((r) => ({ userId: r.userId, conservative: null }))];
  },

  /** The cards of the players `ids`, in no order (one left out if deleted meanwhile); see cardsQuery. */
  async cards(db: DbOrTx, ids: string[], game?: string) {
    if (!ids.length) return [];
    const list = `{${ids.join(',')}}`;
    return game
      ? preparedFor(db, 'player_cards_game', () => cardsQuery(db, true)).execute({ ids: list, game })
      : preparedFor(db, 'player_cards', () => cardsQuery(db, false)).execute({ ids: list });
  },

  async status(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        availability: profiles.availability,
        availableFrom: profiles.availableFrom,
        lookingForTeam: profiles.lookingForTeam,
        country: profiles.country,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    return row;
  },

  /** He found a team: he is no longer looking for one. */
  async stopLooking(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(profiles)
      .set({ lookingForTeam: false })
      .where(and(eq(profiles.userId, userId), eq(profiles.lookingForTeam, true)));
  },
};
export type MarketRow = Awaited<ReturnType<typeof marketRepository.cards>>[number];
