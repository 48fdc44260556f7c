import type { LoginBody, RegisterBody, ResetPasswordBody, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { uniqueViolation } from '../../lib/db-errors';
import type { Lang } from '../../lib/language';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { newToken, hashToken } from '../../lib/tokens';
import { presentUser } from '../users/users.presenter';
import { usersRepository } from '../users/users.repository';
import { authRepository } from './auth.repository';

const RESET_TOKEN_TTL_MS = 3600_000;
type ClientMeta = { ip: string; userAgent?: string };
type SignedIn = { user: User; token: string; expiresAt: Date };

export async function register(ctx: AppContext, input: RegisterBody, meta: ClientMeta): Promise<SignedIn> {
  const taken = await usersRepository.takenFields(ctx.db, input.email, input.nickname);
  if (taken.email) throw conflict('email_taken');
  if (taken.nickname) throw conflict('nickname_taken');

  const passwordHash = await hashPassword(input.password);
  let row;
  try {
    row = await usersRepository.insert(ctx.db, {
      email: input.email,
      nickname: input.nickname,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      passwordHash,
    });
  } catch (err) {
    // Two sign-ups racing for the same address or nickname: the unique index decides.
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    throw conflict(constraint.includes('nickname') ? 'nickname_taken' : 'email_taken');
  }
  const session = await ctx.sessions.create(row.id, meta);
  return { user: presentUser(row), ...session };
}

export async function login(ctx: AppContext, input: LoginBody, meta: ClientMeta): Promise<SignedIn> {
  await ctx.loginLimiter.assertAllowed(input.email, meta.ip);
  const row = await usersRepository.findByEmail(ctx.db, input.email);
  const ok = row
    ? await verifyPassword(row.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!row || !ok) {
    await ctx.loginLimiter.recordFailure(input.email, meta.ip);
    throw unauthorized('invalid_credentials');
  }
  await ctx.loginLimiter.recordSuccess(input.email, meta.ip);
  // Only the right password learns of a suspension, and why.
  if (row.suspendedAt) throw new AppError(403, 'account_suspended', { reason: row.suspendedReason ?? '' });
  const session = await ctx.sessions.create(row.id, meta);
  return { user: presentUser(row), ...session };
}

export async function logout(ctx: AppContext, sessionId: string | null): Promise<void> {
  if (sessionId) await ctx.sessions.revoke(sessionId);
}

/** Always succeeds from the caller's view, so the answer never tells whether an address is registered. */
export async function forgotPassword(ctx: AppContext, email: string, lang: Lang): Promise<void> {
  const row = await usersRepository.findByEmail(ctx.db, email);
  if (!row) return;
  const { token, hash } = newToken();
  await authRepository.insertResetToken(ctx.db, {
    id: hash,
    userId: row.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  ctx.events.emit('auth.passwordResetRequested', {
    userId: row.id,
    email: row.email,
    nickname: row.nickname,
    token,
    lang,
  });
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const used = await authRepository.consumeResetToken(tx, hashToken(input.token), new Date());
    if (!used) throw badRequest('invalid_reset_token');
    await usersRepository.update(tx, used.userId, { passwordHash });
    await authRepository.deleteSessionsOfUser(tx, used.userId);
    await authRepository.deleteAdminTokensOfUser(tx, used.userId);
    await authRepository.deleteResetTokensOfUser(tx, used.userId); // the older links of the account too
    return used.userId;
  });
  ctx.sessions.forgetSessionsOf(userId); // after commit, so no process re-caches a deleted session
}
