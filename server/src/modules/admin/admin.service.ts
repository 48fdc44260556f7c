import type { AdminLoginBody, SiteSettings } from '@esn/contract';
import type { AppContext } from '../../context';
import { forbidden, unauthorized } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { newToken } from '../../lib/tokens';
import { authRepository } from '../auth/auth.repository';
import { usersRepository } from '../users/users.repository';

const ADMIN_TOKEN_TTL_MS = 12 * 3600_000;

/** Sign in to /eadmincv: a bearer token for an admin account. Failures count toward the login limit. */
export async function adminLogin(ctx: AppContext, input: AdminLoginBody, ip: string) {
  await ctx.loginLimiter.assertAllowed(input.email, ip);
  const row = await usersRepository.findByEmail(ctx.db, input.email);
  const ok = row
    ? await verifyPassword(row.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!row || !ok) {
    await ctx.loginLimiter.recordFailure(input.email, ip);
    throw unauthorized('invalid_credentials');
  }
  if (row.userType !== 'admin') throw forbidden('admin_only');
  await ctx.loginLimiter.recordSuccess(input.email, ip);
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + ADMIN_TOKEN_TTL_MS);
  await authRepository.insertAdminToken(ctx.db, { id: hash, userId: row.id, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function adminLogout(ctx: AppContext, tokenId: string | null) {
  if (tokenId) await authRepository.deleteAdminToken(ctx.db, tokenId);
}

/** ADMIN_EMAIL + ADMIN_PASSWORD at start-up: create the admin, or make the existing account an admin with that password. */
export async function ensureAdmin(
  ctx: Pick<AppContext, 'db' | 'sessions' | 'leaderboard'>,
  email: string,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  const existing = await usersRepository.findByEmail(ctx.db, email);
  if (existing) {
    await usersRepository.update(ctx.db, existing.id, { passwordHash, userType: 'admin', onboardingCompleted: true });
    ctx.sessions.userChanged(existing.id);
    // Admins are in no ranking: the rankings that held him are read again (rare: a start-up that promotes someone).
    if (existing.userType !== 'admin') ctx.leaderboard.changed();
    return existing.id;
  }
  const base =
    email
      .split('@')[0]!
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, 24) || 'admin';
  const taken = await usersRepository.takenFields(ctx.db, email, base);
  const nickname = taken.nickname ? `${base}-${Date.now().toString(36).slice(-4)}` : base.padEnd(3, '_');
  const row = await usersRepository.insert(ctx.db, {
    email,
    nickname,
    passwordHash,
    userType: 'admin',
    onboardingCompleted: true,
    firstName: 'Admin',
  });
  return row.id;
}

/** What a settings change changed, for its audit entry: `<key>.old` and `<key>.new` of each key whose value moved. */
export function settingsChanges(before: SiteSettings, after: SiteSettings): Record<string, string | number | boolean> {
  const details: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(after) as (keyof SiteSettings)[]) {
    if (before[key] === after[key]) continue;
    details[`${key}.old`] = before[key];
    details[`${key}.new`] = after[key];
  }
  return details;
}
