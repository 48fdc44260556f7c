import { z } from 'zod';
import { CareerEntry } from '../career/schemas';
import { ProfileResponse } from '../profiles/schemas';
import { MembershipSummary } from '../teams/schemas';
import { VerifiedRecord } from '../record/schemas';

/**
 * Who may read a person's CV (`/cv/{nickname}`): anybody, signed out included (and link previews show it); any
 * signed-in member (the default); or only the person's connections. The owner always reads his own.
 */
export const CV_VISIBILITIES = ['public', 'members', 'connections'] as const;
export const CvVisibility = z.enum(CV_VISIBILITIES);
export type CvVisibility = z.infer<typeof CvVisibility>;
export const DEFAULT_CV_VISIBILITY: CvVisibility = 'members';

export const CvSettings = z.object({ visibility: CvVisibility });
export type CvSettings = z.infer<typeof CvSettings>;
export const CvSettingsBody = z.strictObject({ visibility: CvVisibility });

/** A CV is named by its owner's id (the spec's `/cv/{userId}`) or nickname (a link worth sharing). */
export const CvRefParams = z.object({ ref: z.string().min(1).max(100) });

export const PublicCv = z.object({
  profile: ProfileResponse,
  career: z.array(CareerEntry),
  teams: z.array(MembershipSummary),
  visibility: CvVisibility,
  /** The link preview image (`/api/cv/{nickname}/card.png`), null unless the CV is public. */
  cardUrl: z.string().nullable(),
  /** The platform's verified record (roster history, placements, per-game statistics and ratings). */
  record: VerifiedRecord,
});
export type PublicCv = z.infer<typeof PublicCv>;
