import { z } from 'zod';

export const DEFAULT_SITE_NAME = 'eSportsCV';

export const PublicSettings = z.object({ siteName: z.string() });
export type PublicSettings = z.infer<typeof PublicSettings>;
export const ComingSoonSettings = z.object({ isActive: z.boolean() });
export type ComingSoonSettings = z.infer<typeof ComingSoonSettings>;

export const SiteSettings = z.object({ siteName: z.string(), comingSoonActive: z.boolean() });
export type SiteSettings = z.infer<typeof SiteSettings>;
export const UpdateSiteSettingsBody = z
  .strictObject({
    siteName: z.string().trim().min(1).max(60).optional(),
    comingSoonActive: z.boolean().optional(),
  })
  .refine((b) => b.siteName !== undefined || b.comingSoonActive !== undefined, {
    message: 'nothing_to_update',
  });
export type UpdateSiteSettingsBody = z.infer<typeof UpdateSiteSettingsBody>;
