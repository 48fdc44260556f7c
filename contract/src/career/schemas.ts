import { z } from 'zod';
import { Game, TeamMemberRole } from '../teams/schemas';

/** A month, YYYY-MM. */
export const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'year_month' });

export const CareerEntry = z.object({
  id: z.string(),
  userId: z.string(),
  teamName: z.string(),
  teamSlug: z.string().nullable(),
  role: TeamMemberRole,
  game: Game,
  from: z.string(),
  to: z.string().nullable(),
  description: z.string().nullable(),
});
export type CareerEntry = z.infer<typeof CareerEntry>;

export const CareerEntryBody = z
  .strictObject({
    teamName: z.string().trim().min(2).max(80),
    teamSlug: z.string().trim().max(80).nullable().optional(),
    role: TeamMemberRole,
    game: Game,
    from: YearMonth,
    to: YearMonth.nullable().optional(),
    description: z.string().trim().max(1000).nullable().optional(),
  })
  .refine((b) => !b.to || b.to >= b.from, { message: 'to_before_from', path: ['to'] });
export type CareerEntryBody = z.infer<typeof CareerEntryBody>;

export const CareerEntryList = z.object({ items: z.array(CareerEntry) });

/** A CV stays readable; past this the oldest entries should be merged or removed. */
export const MAX_CAREER_ENTRIES = 50;
export const CareerEntryIdParams = z.object({ entryId: z.string().max(100) });
