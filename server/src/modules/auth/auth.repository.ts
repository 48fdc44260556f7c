import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { preparedFor } from '../../db/prepared';
import type { DbOrTx } from '../../db/client';
import { adminTokens, passwordResetTokens, sessions, users } from '../../db/schema/index';

export const authRepository = {
  async insertSession(db: DbOrTx, s: typeof sessions.$inferInsert) {
    await db.insert(sessions).values(s);
  },

  /**
   * The session and its user in one round trip. Every first request of a session asks it (a cold wall, a first
   * visit of the day), so it is a prepared statement: built and planned once per connection, not on each ask.
   */
  async findSessionWithUser(db: DbOrTx, id: string) {
    const [row] = await preparedFor(db, 'session_with_user', () =>
      db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sql.placeholder('id')))
        .limit(1),
    ).execute({ id });
    return row;
  },

  async deleteSession(db: DbOrTx, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },

  async deleteSessionsOfUser(db: DbOrTx, userId: string) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  /** Every session of the person but `keepId` (the one he is using). */
  async deleteOtherSessions(db: DbOrTx, userId: string, keepId: string | null) {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), keepId ? ne(sessions.id, keepId) : undefined));
  },

  /** Every admin-area bearer token of the person (a changed password, a reset or a suspension ends them all). */
  async deleteAdminTokensOfUser(db: DbOrTx, userId: string) {
    await db.delete(adminTokens).where(eq(adminTokens.userId, userId));
  },

  /** Every reset link of the person still outstanding: a reset or a password change voids them all. */
  async deleteResetTokensOfUser(db: DbOrTx, userId: string) {
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  },

  async insertResetToken(db: DbOrTx, t: typeof passwordResetTokens.$inferInsert) {
    await db.insert(passwordResetTokens).values(t);
  },

  /** Marks a valid token used and returns its user; a wrong, expired or used token returns undefined. */
  async consumeResetToken(db: DbOrTx, id: string, now: Date) {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row;
  },

  async insertAdminToken(db: DbOrTx, t: typeof adminTokens.$inferInsert) {
    await db.insert(adminTokens).values(t);
  },

  async findAdminTokenWithUser(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ token: adminTokens, user: users })
      .from(adminTokens)
      .innerJoin(users, eq(users.id, adminTokens.userId))
      .where(eq(adminTokens.id, id))
      .limit(1);
    return row;
  },

  async deleteAdminToken(db: DbOrTx, id: string) {
    await db.delete(adminTokens).where(eq(adminTokens.id, id));
  },

  /** Expired sessions and tokens are already refused; deleting them only keeps the tables small. */
  async deleteExpired(db: DbOrTx, now: Date) {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
    await db.delete(adminTokens).where(lt(adminTokens.expiresAt, now));
    await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  },
};
