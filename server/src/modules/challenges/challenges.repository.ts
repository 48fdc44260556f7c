import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ChallengeMetric, ChallengeStatus, ChallengeType } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import {
  backfills,
  challengeParticipations,
  challenges,
  teamMembers,
  teams,
  users,
  xpAwards,
  xpTotals,
  type ChallengeParticipationRow,
  type ChallengeRow,
} from '../../db/schema/index';
import type { Subject } from './metrics';

export type NewChallenge = typeof challenges.$inferInsert;
/** A participation with what the page shows of its person or team. */
export type ParticipationWithSubject = {
  p: ChallengeParticipationRow;
  user: {
    id: string;
    nickname: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
  } | null;
  team: { id: string; name: string; slug: string; logoUrl: string | null } | null;
};

const subjectColumns = {
  p: challengeParticipations,
  user: {
    id: users.id,
    nickname: users.nickname,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarUrl: users.avatarUrl,
  },
  team: { id: teams.id, name: teams.name, slug: teams.slug, logoUrl: teams.logoUrl },
};
const ofSubjects = (userIds: string[], teamIds: string[]) =>
  or(
    userIds.length ? inArray(challengeParticipations.userId, userIds) : sql`false`,
    teamIds.length ? inArray(challengeParticipations.teamId, teamIds) : sql`false`,
  );

export const challengesRepository = {
  async insert(db: DbOrTx, values: NewChallenge): Promise<ChallengeRow> {
    const [row] = await db.insert(challenges).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: string, patch: Partial<NewChallenge>): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .update(challenges)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(challenges.id, id))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, id: string): Promise<boolean> {
    return (await db.delete(challenges).where(eq(challenges.id, id)).returning({ id: challenges.id })).length === 1;
  },

  async findById(db: DbOrTx, id: string, lock = false): Promise<ChallengeRow | undefined> {
    const q = db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** Challenges are few (an admin writes each one): the newest 200 of a type and status. */
  async list(db: DbOrTx, filter: { type?: ChallengeType; status?: ChallengeStatus }): Promise<ChallengeRow[]> {
    return db
      .select()
      .from(challenges)
      .where(
        and(
          filter.type ? eq(challenges.type, filter.type) : undefined,
          filter.status ? eq(challenges.status, filter.status) : undefined,
        ),
      )
      .orderBy(desc(challenges.createdAt), desc(challenges.id))
      .limit(200);
  },

  async insertParticipation(
    db: DbOrTx,
    values: typeof challengeParticipations.$inferInsert,
  ): Promise<ChallengeParticipationRow> {
    const [row] = await db.insert(challengeParticipations).values(values).returning();
    await db
      .update(challenges)
      .set({ participantsCount: sql`${challenges.participantsCount} + 1` })
      .where(eq(challenges.id, values.challengeId));
    return row!;
  },

  async participationWithSubject(db: DbOrTx, id: string): Promise<ParticipationWithSubject | undefined> {
    const [row] = await db
      .select(subjectColumns)
      .from(challengeParticipations)
      .leftJoin(users, eq(users.id, challengeParticipations.userId))
      .leftJoin(teams, eq(teams.id, challengeParticipations.teamId))
      .where(eq(challengeParticipations.id, id));
    return row;
  },

  /** The participations of these people and teams in these challenges (the reader's, on the challenge cards). */
  async participationsOf(
    db: DbOrTx,
    challengeIds: string[],
    userIds: string[],
    teamIds: string[],
  ): Promise<ParticipationWithSubject[]> {
    if (challengeIds.length === 0) return [];
    return db
      .select(subjectColumns)
      .from(challengeParticipations)
      .leftJoin(users, eq(users.id, challengeParticipations.userId))
      .leftJoin(teams, eq(teams.id, challengeParticipations.teamId))
      .where(and(inArray(challengeParticipations.challengeId, challengeIds), ofSubjects(userIds, teamIds)));
  },

  /** Every participation of these people and teams, newest first, with its challenge ("my progress"). */
  async mine(db: DbOrTx, userIds: string[], teamIds: string[]) {
    return db
      .select({ ...subjectColumns, c: challenges })
      .from(challengeParticipations)
      .innerJoin(challenges, eq(challenges.id, challengeParticipations.challengeId))
      .leftJoin(users, eq(users.id, challengeParticipations.userId))
      .leftJoin(teams, eq(teams.id, challengeParticipations.teamId))
      .where(ofSubjects(userIds, teamIds))
      .orderBy(desc(challengeParticipations.joinedAt))
      .limit(200);
  },

  /** Open participations of one person or team in active challenges counting one of `metrics`. */
  async open(db: DbOrTx, subject: Subject, metrics: readonly ChallengeMetric[]) {
    return db
      .select({ p: challengeParticipations, c: challenges })
      .from(challengeParticipations)
      .innerJoin(challenges, eq(challenges.id, challengeParticipations.challengeId))
      .where(
        and(
          subject.kind === 'user'
            ? eq(challengeParticipations.userId, subject.id)
            : eq(challengeParticipations.teamId, subject.id),
          eq(challengeParticipations.status, 'active'),
          eq(challenges.status, 'active'),
          inArray(challenges.metric, [...metrics]),
        ),
      );
  },

  /** The people with an open participation in an active challenge counting `metric`. */
  async openParticipantIds(db: DbOrTx, metric: ChallengeMetric): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: challengeParticipations.userId })
      .from(challengeParticipations)
      .innerJoin(challenges, eq(challenges.id, challengeParticipations.challengeId))
      .where(
        and(
          isNotNull(challengeParticipations.userId),
          eq(challengeParticipations.status, 'active'),
          eq(challenges.status, 'active'),
          eq(challenges.metric, metric),
        ),
      );
    return rows.flatMap((r) => (r.id ? [r.id] : []));
  },

  async backfillDone(db: DbOrTx, name: string): Promise<boolean> {
    return (await db.select().from(backfills).where(eq(backfills.name, name)).limit(1)).length > 0;
  },

  async markBackfilled(db: DbOrTx, name: string, at: Date): Promise<void> {
    await db.insert(backfills).values({ name, doneAt: at }).onConflictDoNothing();
  },

  async setProgress(db: DbOrTx, id: string, progress: number): Promise<void> {
    await db.update(challengeParticipations).set({ progress }).where(eq(challengeParticipations.id, id));
  },

  /** Marks it completed if it was not yet; true only for the one call that did (the award happens once). */
  async complete(db: DbOrTx, id: string, challengeId: string, progress: number, at: Date): Promise<boolean> {
    const done = await db
      .update(challengeParticipations)
      .set({ status: 'completed', completedAt: at, progress })
      .where(and(eq(challengeParticipations.id, id), eq(challengeParticipations.status, 'active')))
      .returning({ id: challengeParticipations.id });
    if (done.length === 0) return false;
    await db
      .update(challenges)
      .set({ completedCount: sql`${challenges.completedCount} + 1` })
      .where(eq(challenges.id, challengeId));
    return true;
  },

  async completedCount(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(challengeParticipations)
      .where(and(eq(challengeParticipations.userId, userId), eq(challengeParticipations.status, 'completed')));
    return Number(row?.n ?? 0);
  },

  /** The teams someone belongs to, and those he leads (owner or manager). */
  async teamsOf(db: DbOrTx, userId: string) {
    return db
      .select({ id: teams.id, name: teams.name, slug: teams.slug, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId));
  },

  /** XP once per holder and source: false when this award was already given. Keeps the holder's total with it. */
  async award(
    db: DbOrTx,
    subject: Subject,
    award: { amount: number; sourceId: string; challengeId: string; badge: string | null; badgeEn: string | null },
    at: Date,
  ): Promise<boolean> {
    const { amount } = award;
    const inserted = await db
      .insert(xpAwards)
      .values({ subjectKind: subject.kind, subjectId: subject.id, ...award, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: xpAwards.id });
    if (inserted.length === 0) return false;
    await db
      .insert(xpTotals)
      .values({ subjectKind: subject.kind, subjectId: subject.id, xp: amount, updatedAt: at })
      .onConflictDoUpdate({
        target: [xpTotals.subjectKind, xpTotals.subjectId],
        set: { xp: sql`${xpTotals.xp} + ${amount}`, updatedAt: at },
      });
    return true;
  },

  async xpOf(db: DbOrTx, subject: Subject): Promise<number> {
    const [row] = await db
      .select({ xp: xpTotals.xp })
      .from(xpTotals)
      .where(and(eq(xpTotals.subjectKind, subject.kind), eq(xpTotals.subjectId, subject.id)));
    return row?.xp ?? 0;
  },

  async badgesOf(db: DbOrTx, userId: string) {
    return db
      .select({
        name: xpAwards.badge,
        nameEn: xpAwards.badgeEn,
        at: xpAwards.createdAt,
        challengeId: xpAwards.challengeId,
      })
      .from(xpAwards)
      .where(and(eq(xpAwards.subjectKind, 'user'), eq(xpAwards.subjectId, userId), isNotNull(xpAwards.badge)))
      .orderBy(desc(xpAwards.createdAt));
  },
};
