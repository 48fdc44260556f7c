import type { CoachPage, CoachingProfile, User } from '@esn/contract';
import type { z } from 'zod';
import type { UpsertCoachingProfileBody } from '@esn/contract';
import type { AppContext } from '../../context';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { forbidden, notFound } from '../../lib/errors';
import { coachingRepository, type CoachFilters } from './coaching.repository';
import { presentCoach } from './transfers.presenter';

type UpsertBody = z.output<typeof UpsertCoachingProfileBody>;

export async function getCoach(ctx: AppContext, userId: string): Promise<CoachingProfile> {
  const row = isUuid(userId) ? await coachingRepository.find(ctx.db, userId) : undefined;
  if (!row || row.coach.userType !== 'coach') throw notFound('coaching_profile_not_found');
  return presentCoach(row);
}

/** A coach publishes or edits his coaching profile; nobody else has one. */
export async function upsertMine(ctx: AppContext, me: User, body: UpsertBody): Promise<CoachingProfile> {
  if (me.userType !== 'coach') throw forbidden('coach_only');
  await coachingRepository.upsert(ctx.db, {
    userId: me.id,
    games: [...new Set(body.games)],
    specialties: [...new Set(body.specialties)],
    languages: [...new Set(body.languages)],
    hourlyRate: body.free ? null : body.hourlyRate,
    free: body.free,
    availability: body.availability,
    summary: body.summary || null,
    updatedAt: new Date(),
  });
  return getCoach(ctx, me.id);
}

export async function listCoaches(
  ctx: AppContext,
  f: CoachFilters,
  limit: number,
  cursor?: string,
): Promise<CoachPage> {
  const rows = await coachingRepository.list(ctx.db, f, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, (r) => ({ createdAt: r.profile.updatedAt, id: r.profile.userId }));
  return { items: page.items.map(presentCoach), nextCursor: page.nextCursor };
}
