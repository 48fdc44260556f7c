import { z } from 'zod';
import { Game, ImageRef } from '../teams/schemas';
import { PublicUser, UserSummary } from '../users/schemas';
import { ageOn, COMPLETENESS_STAGES } from './stages';

export const SkillLevel = z.enum(['elite', 'expert', 'advanced', 'intermediate', 'beginner']);
export type SkillLevel = z.infer<typeof SkillLevel>;
export const Availability = z.enum(['now', 'in_2_weeks', 'in_1_month', 'not_available']);
export type Availability = z.infer<typeof Availability>;

export const SOCIAL_NETWORKS = ['discord', 'twitch', 'youtube', 'x', 'instagram', 'steam'] as const;
export const SocialNetwork = z.enum(SOCIAL_NETWORKS);
/** A full https URL or a bare handle (letters, digits, _ . - # and an optional leading @). */
export const SocialHandle = z
  .string()
  .trim()
  .max(200)
  .refine((v) => /^https:\/\/[^\s]+$/.test(v) || /^@?[A-Za-z0-9_.#-]{2,64}$/.test(v), { message: 'social_handle' });
export const SocialLinks = z.partialRecord(SocialNetwork, SocialHandle);
export type SocialLinks = z.infer<typeof SocialLinks>;

export const GameRoles = z.object({
  game: Game,
  roles: z.array(z.string().trim().min(2).max(30)).max(5),
});
export type GameRoles = z.infer<typeof GameRoles>;

/** A person's games, each at most once (roles of one game belong together). */
export const GameRolesList = z
  .array(GameRoles)
  .max(10)
  .refine((games) => new Set(games.map((g) => g.game)).size === games.length, { message: 'duplicate_game' });

export const MIN_AGE = 13;
export const MAX_AGE = 100;
/** ISO date (YYYY-MM-DD) of birth; people must be at least 13 (platform rule), at most 100. */
export const BirthDate = z.iso.date().refine(
  (d) => {
    const age = ageOn(d);
    return age !== null && age >= MIN_AGE && age <= MAX_AGE;
  },
  { message: 'birth_date_age' },
);

/** A skill the person rates himself on, 1–10 ("advanced" is 7+, spec §9); each name once. */
export const Skill = z.object({ name: z.string().trim().min(2).max(40), rating: z.number().int().min(1).max(10) });
export type Skill = z.infer<typeof Skill>;
export const SkillList = z
  .array(Skill)
  .max(12)
  .refine((skills) => new Set(skills.map((s) => s.name.toLocaleLowerCase('tr'))).size === skills.length, {
    message: 'duplicate_skill',
  });

export const CompletenessStage = z.enum(COMPLETENESS_STAGES);
export type CompletenessStage = z.infer<typeof CompletenessStage>;

export const Profile = z.object({
  userId: z.string(),
  biography: z.string().nullable(),
  location: z.string().nullable(),
  /** YYYY-MM-DD, for the profile's owner only (his own `/api/profiles/me` or `/{id}`); null for everyone else. */
  birthDate: z.string().nullable(),
  /** Whole years from the birth date, for everyone. */
  age: z.number().int().nullable(),
  games: z.array(GameRoles),
  skillLevel: SkillLevel.nullable(),
  skills: z.array(Skill),
  availability: Availability,
  socialLinks: SocialLinks,
  coverImageUrl: z.string().nullable(),
  lookingForTeam: z.boolean(),
  verified: z.boolean(),
  profileViews: z.number().int(),
  completeness: z.number().int().min(0).max(100),
  completenessStage: CompletenessStage,
});
export type Profile = z.infer<typeof Profile>;

/** GET /api/profiles/{id}: the person (with follow counts) and their profile. */
export const ProfileResponse = z.object({ user: UserSummary, profile: Profile });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const UpdateProfileBody = z
  .strictObject({
    firstName: z.string().trim().max(60).nullable(),
    lastName: z.string().trim().max(60).nullable(),
    biography: z.string().trim().max(2000).nullable(),
    location: z.string().trim().max(100).nullable(),
    birthDate: BirthDate.nullable(),
    games: GameRolesList,
    skillLevel: SkillLevel.nullable(),
    skills: SkillList,
    availability: Availability,
    socialLinks: SocialLinks,
    avatarUrl: ImageRef.nullable(),
    coverImageUrl: ImageRef.nullable(),
    lookingForTeam: z.boolean(),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const SetVerifiedBody = z.strictObject({ verified: z.boolean() });
export const VerifiedState = z.object({ verified: z.boolean() });

/** `GET /api/teams/looking-for-team/players`: players who flagged themselves as looking for a team. */
export const LookingForTeamPlayer = PublicUser.extend({
  games: z.array(GameRoles),
  skillLevel: SkillLevel.nullable(),
  availability: Availability,
  location: z.string().nullable(),
});
export type LookingForTeamPlayer = z.infer<typeof LookingForTeamPlayer>;
export const LookingForTeamPage = z.object({ items: z.array(LookingForTeamPlayer), nextCursor: z.string().nullable() });
