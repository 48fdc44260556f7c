import { z } from 'zod';
import { MATCH_RESULT_APPROVAL_MINUTES } from '../matches/results';

export { DEFAULT_SITE_NAME } from '../constants';

export const PublicSettings = z.object({ siteName: z.string() });
export type PublicSettings = z.infer<typeof PublicSettings>;
export const ComingSoonSettings = z.object({ isActive: z.boolean() });
export type ComingSoonSettings = z.infer<typeof ComingSoonSettings>;

export const SiteSettings = z.object({
  siteName: z.string(),
  comingSoonActive: z.boolean(),
  /** How long the other side has to answer a submitted match result before it is approved automatically. */
  matchResultApprovalMinutes: z.number().int(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;
export const UpdateSiteSettingsBody = z
  .strictObject({
    siteName: z.string().trim().min(1).max(60).optional(),
    comingSoonActive: z.boolean().optional(),
    matchResultApprovalMinutes: z
      .number()
      .int()
      .min(MATCH_RESULT_APPROVAL_MINUTES.min)
      .max(MATCH_RESULT_APPROVAL_MINUTES.max)
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'nothing_to_update',
  });
export type UpdateSiteSettingsBody = z.infer<typeof UpdateSiteSettingsBody>;
