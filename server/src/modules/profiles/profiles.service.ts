import type { GameRoles, ProfileResponse, UpdateProfileBody, User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { ProfileRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { checkedImage } from '../uploads/image-refs';
import { usersRepository } from '../users/users.repository';
import { nextAvailability } from './availability';
import { completenessOf, emptyProfile, presentProfileResponse } from './profiles.presenter';
import { profilesRepository } from './profiles.repository';

export async function getProfile(ctx: AppContext, readerId: string, userId: string): Promise<ProfileResponse> {
  const row = isUuid(userId) ? await profilesRepository.findWithUser(ctx.db, userId, readerId) : undefined;
  if (!row) throw notFound();
  return presentProfileResponse(row.user, row.profile, readerId);
}

/** An absent field keeps its value; blank text means "not filled" and is stored as null so completeness agrees. */
const text = (v: string | null | undefined, old: string | null) =>
  v === undefined ? old : v?.trim() ? v.trim() : null;
const keep = <T>(v: T | undefined, old: T): T => (v === undefined ? old : v);

/** The same role typed twice ("IGL", "igl") is one role. */
function normalizeGames(games: GameRoles[]): GameRoles[] {
  return games.map(({ game, roles }) => {
    const seen = new Set<string>();
    return { game, roles: roles.filter((r) => !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase())) };
  });
}

/**
 * Partial update of one's own profile: the names and avatar (on users) and the profile row are written in one
 * transaction, with the completeness recomputed from the result.
 */
export async function updateProfile(ctx: AppContext, me: User, body: UpdateProfileBody): Promise<ProfileResponse> {
  const touchesUser = body.firstName !== undefined || body.lastName !== undefined || body.avatarUrl !== undefined;

  await ctx.db.transaction(async (tx) => {
    const current = await profilesRepository.lockForEdit(tx, me.id);
    if (!current) throw notFound();
    const base = current.profile ?? emptyProfile(me.id);
    // Only images this person uploaded here; stored as their canonical /public-objects/ path.
    const coverImageUrl = await checkedImage(tx, body.coverImageUrl, [me.id], base.coverImageUrl);
    const avatarUrl = await checkedImage(tx, body.avatarUrl, [me.id], current.user.avatarUrl);
    const games = body.games === undefined ? base.games : normalizeGames(body.games);
    const next: ProfileRow = {
      ...base,
      biography: text(body.biography, base.biography),
      location: text(body.location, base.location),
      birthDate: keep(body.birthDate, base.birthDate),
      games,
      // Kept beside the JSON so "shares a game" is an indexed array overlap.
      gameIds: games.map((g) => g.game),
      skillLevel: keep(body.skillLevel, base.skillLevel),
      skills: keep(body.skills, base.skills),
      // The same availability sent again (a whole-form save) is no change: it keeps a date set on the market.
      ...nextAvailability(base, {
        availability: body.availability === base.availability ? undefined : body.availability,
      }),
      socialLinks: keep(body.socialLinks, base.socialLinks),
      coverImageUrl: keep(coverImageUrl, base.coverImageUrl),
      lookingForTeam: keep(body.lookingForTeam, base.lookingForTeam),
      updatedAt: new Date(),
    };
    const names = {
      firstName: text(body.firstName, current.user.firstName),
      lastName: text(body.lastName, current.user.lastName),
      avatarUrl: keep(avatarUrl, current.user.avatarUrl),
    };
    next.completeness = completenessOf(names, next);
    if (touchesUser) await usersRepository.update(tx, me.id, names);
    await profilesRepository.upsert(tx, next);
    await ctx.events.emitInTx(tx, 'profile.updated', { userId: me.id, completeness: next.completeness });
    return next.completeness;
  });

  // The current-user cache holds names and avatar; every process must re-read them.
  if (touchesUser) ctx.sessions.userChanged(me.id);
  return getProfile(ctx, me.id, me.id);
}

/** Admins vouch for a person; the flag lives on the profile, which is created if it was never edited. */
export async function setVerified(ctx: AppContext, userId: string, verified: boolean): Promise<{ verified: boolean }> {
  if (!isUuid(userId)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const current = await profilesRepository.lockForEdit(tx, userId);
    if (!current) throw notFound();
    const next = { ...(current.profile ?? emptyProfile(userId)), verified, updatedAt: new Date() };
    next.completeness = completenessOf(current.user, next);
    await profilesRepository.upsert(tx, next);
    await ctx.events.emitInTx(tx, 'profile.updated', { userId, completeness: next.completeness });
  });
  return { verified };
}

/** One view per viewer per profile per (UTC) day; one's own views never count. */
export async function trackView(ctx: AppContext, viewerId: string, profileId: string): Promise<void> {
  const owner = isUuid(profileId) ? await usersRepository.findById(ctx.db, profileId) : undefined;
  if (!owner) throw notFound();
  if (owner.id === viewerId) return;
  const day = new Date().toISOString().slice(0, 10);
  await ctx.db.transaction(async (tx) => {
    if (await profilesRepository.recordView(tx, profileId, viewerId, day)) {
      await profilesRepository.bumpViews(tx, profileId, completenessOf(owner, emptyProfile(profileId)));
    }
  });
}
