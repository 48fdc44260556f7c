import { and, arrayContains, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Availability, CoachSpecialty, Game } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { coachingProfiles, teamMembers, teams, users, type CoachingProfileRow } from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';
import { publicUserColumns } from '../users/users.repository';

export type CoachFilters = {
  game?: Game;
  specialty?: CoachSpecialty;
  language?: string;
  availability?: Availability;
  free?: boolean;
  maxRate?: number;
};

/** The teams someone coaches now, as JSON. */
const coachedTeams = sql<
  { id: string; slug: string; name: string; logoUrl: string | null; games: string[] }[]
>`coalesce((
  select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name, 'logoUrl', t.logo_url, 'games', t.games) order by m.joined_at)
  from ${teamMembers} m join ${teams} t on t.id = m.team_id
  where m.user_id = ${users.id} and m.role = 'coach'), '[]'::json)`;

const select = (db: DbOrTx) =>
  db
    .select({ profile: coachingProfiles, coach: publicUserColumns, teams: coachedTeams })
    .from(coachingProfiles)
    .innerJoin(users, eq(users.id, coachingProfiles.userId));

export const coachingRepository = {
  async upsert(db: DbOrTx, row: typeof coachingProfiles.$inferInsert): Promise<void> {
    const { userId: _, createdAt: __, ...changes } = row;
    await db.insert(coachingProfiles).values(row).onConflictDoUpdate({ target: coachingProfiles.userId, set: changes });
  },

  async find(db: DbOrTx, userId: string) {
    const [row] = await select(db).where(eq(coachingProfiles.userId, userId)).limit(1);
    return row;
  },

  /** Coaches (userType coach) with a published profile, most recently updated first, keyset on (updatedAt, userId). */
  async list(db: DbOrTx, f: CoachFilters, limit: number, after?: Keyset) {
    const conditions: (SQL | undefined)[] = [
      eq(users.userType, 'coach'),
      f.game ? arrayContains(coachingProfiles.games, [f.game]) : undefined,
      f.specialty ? arrayContains(coachingProfiles.specialties, [f.specialty]) : undefined,
      f.language ? arrayContains(coachingProfiles.languages, [f.language]) : undefined,
      f.availability ? eq(coachingProfiles.availability, f.availability) : undefined,
      f.free === undefined ? undefined : eq(coachingProfiles.free, f.free),
      f.maxRate === undefined
        ? undefined
        : or(eq(coachingProfiles.free, true), sql`${coachingProfiles.hourlyRate} <= ${f.maxRate}`),
      after
        ? sql`(${coachingProfiles.updatedAt}, ${coachingProfiles.userId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    ];
    return select(db)
      .where(and(...conditions))
      .orderBy(desc(coachingProfiles.updatedAt), desc(coachingProfiles.userId))
      .limit(limit);
  },
};
export type CoachRow = {
  profile: CoachingProfileRow;
  coach: Awaited<ReturnType<typeof coachingRepository.list>>[number]['coach'];
  teams: Awaited<ReturnType<typeof coachingRepository.list>>[number]['teams'];
};
