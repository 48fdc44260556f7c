import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teamMembers, teams, type TeamRow } from '../../db/schema/index';

export const teamsRepository = {
  async slugsLike(db: DbOrTx, base: string): Promise<string[]> {
    const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await db
      .select({ slug: teams.slug })
      .from(teams)
      .where(or(eq(teams.slug, base), like(teams.slug, `${escaped}-%`)));
    return rows.map((r) => r.slug);
  },

  async insertWithOwner(db: DbOrTx, team: typeof teams.$inferInsert): Promise<TeamRow> {
    const [row] = await db.insert(teams).values(team).returning();
    await db.insert(teamMembers).values({ teamId: row!.id, userId: row!.ownerId, role: 'owner' });
    return row!;
  },

  async findBySlug(db: DbOrTx, slug: string): Promise<TeamRow | undefined> {
    const [row] = await db.select().from(teams).where(eq(teams.slug, slug)).limit(1);
    return row;
  },
};
