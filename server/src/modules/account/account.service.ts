import type { User } from '@esn/contract';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/language';
import { hashPassword, verifyPassword } from '../../lib/password';
import { authRepository } from '../auth/auth.repository';
import { presentUser } from '../users/users.presenter';
import { usersRepository } from '../users/users.repository';
import { calendarRepository } from '../calendar/calendar.repository';
import { cvRepository } from '../cv/cv.repository';
import { emailPreferences } from '../notifications/email-preferences.service';
import { emailRepository } from '../notifications/email.repository';
import { pushRepository } from '../push/push.repository';
import { ratingsRepository } from '../ratings/ratings.repository';
import { savedSearchesRepository } from '../transfers/saved-searches.repository';
import { messagesRepository } from '../messages/messages.repository';
import { storageFor } from '../uploads/storage';
import { uploadsRepository } from '../uploads/uploads.repository';
import { tournamentsRepository } from '../tournaments/tournaments.repository';
import { accountRepository } from './account.repository';

/**
 * Deletes an account and the personal data with it (KVKK/GDPR): the foreign keys remove posts, comments, likes,
 * follows, connections, the profile, career, notifications, sessions, admin tokens, memberships, registrations
 * and offers; records that others share keep their row without the person (match results, reports). A team owner
 * hands his teams over first, and the site's last admin cannot leave; tournaments and leagues that others take
 * part in stay, organized by the platform's administrators. The people he wrote with keep their conversations and
 * his messages in them, from a "deleted account". His uploaded files are deleted from storage once the deletion
 * committed (but those a team or a match still shows).
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const { correspondents, tournamentIds, fileKeys } = await ctx.db.transaction(async (tx) => {
    if ((await accountRepository.ownedTeams(tx, userId)).length > 0) throw conflict('owns_teams');
    if ((await usersRepository.findById(tx, userId))?.userType === 'admin') {
      const admins = await accountRepository.lockAdmins(tx);
      if (admins.length === 1 && admins[0] === userId) throw conflict('last_admin'); // the site keeps an admin
    }
    const admin = await accountRepository.platformAdmin(tx, userId);
    if (admin) await accountRepository.handOverEvents(tx, userId, admin);
    const others = await messagesRepository.forgetUser(tx, userId);
    // His entries in running brackets stay, without him, as withdrawn: the outbox gives his opponents walkovers.
    const running = await tournamentsRepository.detachFromRunning(tx, { userId }, ctx.clock.now());
    if (running.length > 0) await ctx.events.emitInTx(tx, 'tournament.entrantsOut', { tournamentIds: running });
    const freed = await accountRepository.releaseSeats(tx, userId);
    const keys = await uploadsRepository.keysLeavingWith(tx, userId);
    if (!(await accountRepository.delete(tx, userId))) throw notFound();
    return { correspondents: others, tournamentIds: freed, fileKeys: keys };
  });
  // After the commit: every process drops the person's sessions and closes his sockets; the people he wrote to
  // re-read their conversations; tournaments he left show their freed seats; his files go from storage.
  ctx.messageCache.changed(correspondents.userIds, correspondents.conversationIds);
  ctx.sessions.forgetSessionsOf(userId);
  ctx.sessions.userChanged(userId);
  for (const id of tournamentIds) ctx.tournamentCache.changed(id);
  await deleteFiles(ctx, fileKeys);
  ctx.events.emit('account.deleted', { userId });
}

/** A file that cannot be deleted now is logged, not fatal: the account is gone either way. */
async function deleteFiles(ctx: AppContext, keys: string[]): Promise<void> {
  const storage = storageFor(ctx.config);
  for (let i = 0; i < keys.length; i += 20) {
    await Promise.all(
      keys
        .slice(i, i + 20)
        .map((key) =>
          storage
            .delete(key)
            .catch((err: unknown) => ctx.log.warn({ err, key }, 'could not delete a deleted account’s file')),
        ),
    );
  }
}

/** `GET /api/me/language`: the language the person last used the site in, null when the web never said one. */
export const myLanguage = (ctx: AppContext, me: User): Promise<Lang | null> => emailRepository.language(ctx.db, me.id);

/**
 * `PUT /api/me/language`: the language the person uses the site in becomes the one of their notification mails,
 * their browsers' pushes and their calendar feed (each row written only when it changes).
 */
export async function setMyLanguage(ctx: AppContext, me: User, lang: Lang): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await emailRepository.setLanguage(tx, me.id, lang);
    await pushRepository.setLanguageOf(tx, me.id, lang);
    await calendarRepository.setLang(tx, me.id, lang);
  });
}

/** `GET /api/me/export`: everything stored about the person, as one JSON document. */
export async function exportMyData(ctx: AppContext, me: User) {
  const [data, messages, messageSettings, cvVisibility, notificationChoices, browsers, calendar, searches, ratings] =
    await Promise.all([
      accountRepository.exportOf(ctx.db, me.id),
      messagesRepository.exportOf(ctx.db, me.id),
      messagesRepository.settings(ctx.db, me.id),
      cvRepository.visibility(ctx.db, me.id),
      emailPreferences(ctx, me.id),
      pushRepository.exportOf(ctx.db, me.id),
      calendarRepository.find(ctx.db, me.id),
      savedSearchesRepository.listOf(ctx.db, me.id),
      ratingsRepository.ofSubject(ctx.db, 'user', me.id),
    ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    ...data,
    messages,
    messageSettings,
    cvSettings: { visibility: cvVisibility },
    notificationPreferences: notificationChoices.items,
    // The browsers that receive pushes; their keys are the browser's, not the person's data, and stay out.
    pushSubscriptions: browsers,
    // The feed's secret address is not in the file (a downloaded file travels): only that it exists.
    calendarFeed: calendar ? { createdAt: calendar.createdAt, lang: calendar.lang } : null,
    savedSearches: searches.map(({ id, name, filters, createdAt }) => ({ id, name, filters, createdAt })),
    ratings: ratings.map(({ game, mu, sigma, games, updatedAt }) => ({ game, mu, sigma, games, updatedAt })),
  };
}

async function checkPassword(ctx: AppContext, userId: string, password: string) {
  const row = await usersRepository.findById(ctx.db, userId);
  if (!row) throw notFound();
  if (!(await verifyPassword(row.passwordHash, password))) throw forbidden('wrong_password');
  return row;
}

/**
 * Sessions other than the one in use end, on every process, and so do the admin area's bearer tokens (a changed
 * password or e-mail locks others out). Admin tokens are checked against the database on every request.
 */
async function endOtherSessions(ctx: AppContext, userId: string, keepSessionId: string | null) {
  await ctx.db.transaction(async (tx) => {
    await authRepository.deleteOtherSessions(tx, userId, keepSessionId);
    await authRepository.deleteAdminTokensOfUser(tx, userId);
  });
  ctx.sessions.forgetSessionsOf(userId);
}

export async function changeEmail(
  ctx: AppContext,
  me: User,
  sessionId: string | null,
  email: string,
  password: string,
): Promise<User> {
  await checkPassword(ctx, me.id, password);
  try {
    await usersRepository.update(ctx.db, me.id, { email });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('email_taken');
    throw err;
  }
  ctx.sessions.userChanged(me.id);
  await endOtherSessions(ctx, me.id, sessionId);
  return presentUser((await usersRepository.findById(ctx.db, me.id))!);
}

export async function changePassword(
  ctx: AppContext,
  me: User,
  sessionId: string | null,
  current: string,
  next: string,
): Promise<void> {
  await checkPassword(ctx, me.id, current);
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await usersRepository.update(tx, me.id, { passwordHash });
    await authRepository.deleteResetTokensOfUser(tx, me.id); // a link mailed before the change no longer resets it
  });
  await endOtherSessions(ctx, me.id, sessionId);
}

/** `DELETE /api/me`: the password is asked again; see deleteAccount. */
export async function deleteMe(ctx: AppContext, me: User, password: string): Promise<void> {
  await checkPassword(ctx, me.id, password);
  await deleteAccount(ctx, me.id);
}
