import { z } from 'zod';

export const TeamMemberRole = z.enum(['owner', 'coach', 'manager', 'player']);
export type TeamMemberRole = z.infer<typeof TeamMemberRole>;

/** Games offered in pickers; free text is not accepted so that filters stay meaningful. */
export const GAMES = [
  'valorant',
  'cs2',
  'lol',
  'dota2',
  'pubg',
  'pubg_mobile',
  'fortnite',
  'apex',
  'overwatch2',
  'r6',
  'rocket_league',
  'fc',
  'mlbb',
  'tft',
] as const;
export const Game = z.enum(GAMES);
export type Game = z.infer<typeof Game>;

/** ISO 3166-1 alpha-2 country code. */
export const Country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'country_code' });

export const CreateTeamBody = z.strictObject({
  name: z.string().trim().min(2).max(60),
  games: z.array(Game).min(1).max(10),
  country: Country,
  logo: z.url({ protocol: /^https?$/ }).max(500).optional(),
});
export type CreateTeamBody = z.infer<typeof CreateTeamBody>;

export const Team = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  ownerId: z.string(),
  games: z.array(z.string()),
  country: z.string(),
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof Team>;
export const TeamResponse = z.object({ team: Team });
