import type { CvSettings, PublicCv, User } from '@esn/contract';
import type { AppContext } from '../../context';
import * as career from '../career/career.service';
import * as profiles from '../profiles/profiles.service';
import { membershipsOf } from '../teams/memberships.service';
import { cvRepository } from './cv.repository';
import { readableCv, type CvOwner } from './cv-access';
import { bestPlacement, recordOf } from '../record/record.service';
import { ratingsRepository } from '../ratings/ratings.repository';

export type { CvOwner };

/** A visitor reads profiles as nobody: no follow, no connection, no birth date. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The owner of a CV anybody may read (signed out, a crawler), or null: the same rule, asked as a visitor. */
export async function publicCvOwner(ctx: AppContext, ref: string): Promise<CvOwner | null> {
  return readableCv(ctx, ref, null).catch(() => null);
}

export const cardPath = (nickname: string) => `/api/cv/${encodeURIComponent(nickname)}/card.png`;

export async function getCv(ctx: AppContext, ref: string, reader: User | null): Promise<PublicCv> {
  const owner = await readableCv(ctx, ref, reader);
  const [profile, entries, teams, record] = await Promise.all([
    profiles.getProfile(ctx, reader?.id ?? NOBODY, owner.id),
    career.list(ctx, owner.id),
    membershipsOf(ctx, owner.id),
    recordOf(ctx, { userId: owner.id, own: reader?.id === owner.id }),
  ]);
  return {
    profile,
    career: entries.items,
    teams,
    visibility: owner.visibility,
    cardUrl: owner.visibility === 'public' ? cardPath(owner.nickname) : null,
    record,
  };
}

/**
 * What the preview shows of a public CV: its profile as a visitor reads it, the teams he is on, his ratings and his
 * best final place (the verified record's, hidden entries left out).
 */
export async function cardFacts(ctx: AppContext, owner: CvOwner) {
  const [profile, teams, ratings, best] = await Promise.all([
    profiles.getProfile(ctx, NOBODY, owner.id),
    membershipsOf(ctx, owner.id),
    ratingsRepository.ofSubject(ctx.db, 'user', owner.id),
    bestPlacement(ctx, owner.id),
  ]);
  return { profile, teams, ratings, best };
}

export async function getSettings(ctx: AppContext, me: User): Promise<CvSettings> {
  return { visibility: await cvRepository.visibility(ctx.db, me.id) };
}

export async function updateSettings(ctx: AppContext, me: User, body: CvSettings): Promise<CvSettings> {
  await cvRepository.saveVisibility(ctx.db, me.id, body.visibility);
  return getSettings(ctx, me);
}
