import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export type NewUser = typeof users.$inferInsert;

/** The columns of the contract's PublicUser, for every query that shows a person next to something else. */
export const publicUserColumns = {
  id: users.id,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  profileImageUrl: users.profileImageUrl,
  userType: users.userType,
};

/**
 * Whom lists of people (discover, search, suggestions) show to others: onboarded, not suspended, not the admin
 * account (the admin keeps its own area). Deleted accounts are gone from the table.
 */
export const listedPerson = sql`(${users.onboardingCompleted} and ${users.suspendedAt} is null and ${users.userType} is distinct from 'admin')`;

export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  },

  /** Which of the two unique fields are already taken (case-insensitive), in one query. */
  async takenFields(db: DbOrTx, email: string, nickname: string): Promise<{ email: boolean; nickname: boolean }> {
    const rows = await db
      .select({ email: users.email, nickname: users.nickname })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email}) or lower(${users.nickname}) = lower(${nickname})`)
      .limit(2);
    return {
      email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      nickname: rows.some((r) => r.nickname.toLowerCase() === nickname.toLowerCase()),
    };
  },

  async insert(db: DbOrTx, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  },

  async update(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  },

  /** Set the role only if none was chosen yet: the permanence rule holds even under concurrent calls. */
  async setRoleOnce(db: DbOrTx, id: string, patch: Pick<NewUser, 'userType' | 'onboardingCompleted'>) {
    const [row] = await db
      .update(users)
      .set(patch)
      .where(sql`${users.id} = ${id} and ${users.userType} is null`)
      .returning();
    return row;
  },
};
