import { and, arrayContains, eq, sql, type SQL } from 'drizzle-orm';
import type { Availability, MarketSort, SkillLevel } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { profiles, skillRank, teamMembers, teams, userAchievements, users, xpTotals } from '../../db/schema/index';
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
};

/** The values of the sort keys of the last row of a page, in sort order (the id last). */
export type MarketKey = (string | number)[];

const rank = skillRank(profiles.skillLevel);

/**
 * Each sort is the column list of one index (db/schema/profiles.ts), spelled exactly as the index is (`desc nulls
 * last`), so that a page is a walk along it that stops after `limit` rows, and the keyset comparison is a row
 * comparison on the same columns.
 */
const sorts: Record<MarketSort, { order: SQL; keys: SQL; cast: string[] }> = {
  views: {
    order: sql`${profiles.profileViews} desc nulls last, ${profiles.userId} desc nulls last`,
    keys: sql`(${profiles.profileViews}, ${profiles.userId})`,
    cast: ['int', 'uuid'],
  },
  skill: {
    order: sql`${rank} desc, ${profiles.profileViews} desc nulls last, ${profiles.userId} desc nulls last`,
    keys: sql`(${rank}, ${profiles.profileViews}, ${profiles.userId})`,
    cast: ['int', 'int', 'uuid'],
  },
  active: {
    order: sql`${profiles.updatedAt} desc nulls last, ${profiles.userId} desc nulls last`,
    keys: sql`(${profiles.updatedAt}, ${profiles.userId})`,
    cast: ['timestamptz', 'uuid'],
  },
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

export const marketRepository = {
  /** Players (userType player) with a profile, filtered, in the order of `sort`, after `after` (keyset). */
  async search(db: DbOrTx, f: MarketFilters, sort: MarketSort, limit: number, after?: MarketKey) {
    const s = sorts[sort];
    const roleMatch = f.role
      ? JSON.stringify([f.game ? { game: f.game, roles: [f.role] } : { roles: [f.role] }])
      : undefined;
    const conditions: (SQL | undefined)[] = [
      eq(users.userType, 'player'),
      f.game ? arrayContains(profiles.gameIds, [f.game]) : undefined,
      roleMatch ? sql`${profiles.games} @> ${roleMatch}::jsonb` : undefined,
      // Aged at least minAge: born on or before today minus minAge years; at most maxAge: born after today minus maxAge+1.
      f.minAge !== undefined
        ? sql`${profiles.birthDate} <= (current_date - make_interval(years => ${f.minAge}::int))::date`
        : undefined,
      f.maxAge !== undefined
        ? sql`${profiles.birthDate} > (current_date - make_interval(years => ${f.maxAge + 1}::int))::date`
        : undefined,
      f.availability ? eq(profiles.availability, f.availability) : undefined,
      f.skill ? eq(profiles.skillLevel, f.skill) : undefined,
      f.verified === undefined ? undefined : eq(profiles.verified, f.verified),
      f.country ? eq(profiles.country, f.country) : undefined,
      f.lookingForTeam === undefined ? undefined : eq(profiles.lookingForTeam, f.lookingForTeam),
      f.hasAchievements === undefined
        ? undefined
        : f.hasAchievements
          ? sql`exists ${achieved}`
          : sql`not exists ${achieved}`,
      after
        ? sql`${s.keys} < (${sql.join(
            after.map((v, i) => sql`${v}::${sql.raw(s.cast[i]!)}`),
            sql`, `,
          )})`
        : undefined,
    ];
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
        updatedAt: profiles.updatedAt,
        rank,
        teams: playerTeams,
        achievements: achievementKeys,
        xp: sql<number>`coalesce((select x.xp from ${xpTotals} x where x.subject_kind = 'user' and x.subject_id = ${users.id}), 0)`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(...conditions))
      .orderBy(s.order)
      .limit(limit);
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
export type MarketRow = Awaited<ReturnType<typeof marketRepository.search>>[number];
