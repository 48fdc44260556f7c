import {
  ageOn,
  completenessStage,
  profileCompleteness,
  type Profile,
  type ProfileResponse,
  type UserSummary,
} from '@esn/contract';
import type { ProfileRow } from '../../db/schema/index';

/** The profile fields a person has before their first edit (no profiles row yet). */
export function emptyProfile(userId: string): ProfileRow {
  return {
    userId,
    biography: null,
    location: null,
    birthDate: null,
    games: [],
    gameIds: [],
    skillLevel: null,
    skills: [],
    availability: 'not_available',
    socialLinks: {},
    coverImageUrl: null,
    lookingForTeam: false,
    availableFrom: null,
    country: null,
    verified: false,
    profileViews: 0,
    completeness: 0,
    updatedAt: new Date(0),
  };
}

type NameAndAvatar = { firstName: string | null; lastName: string | null; avatarUrl: string | null };

/** Completeness from the live fields (names and avatar live on users and may change outside this module). */
export const completenessOf = (user: NameAndAvatar, p: ProfileRow) => profileCompleteness({ ...user, ...p });

/** `birthDate` is the owner's alone (`own`); everyone else reads the age it gives. */
function presentProfile(user: NameAndAvatar, p: ProfileRow, own: boolean): Profile {
  const completeness = completenessOf(user, p);
  return {
    userId: p.userId,
    biography: p.biography,
    location: p.location,
    birthDate: own ? p.birthDate : null,
    age: ageOn(p.birthDate),
    games: p.games,
    skillLevel: p.skillLevel,
    skills: p.skills,
    availability: p.availability,
    socialLinks: p.socialLinks,
    coverImageUrl: p.coverImageUrl,
    lookingForTeam: p.lookingForTeam,
    verified: p.verified,
    profileViews: p.profileViews,
    completeness,
    completenessStage: completenessStage(completeness),
  };
}

/** The profile as `readerId` reads it: the exact birth date only for its owner. */
export const presentProfileResponse = (
  user: UserSummary,
  row: ProfileRow | null,
  readerId: string,
): ProfileResponse => ({
  user,
  profile: presentProfile(user, row ?? emptyProfile(user.id), readerId === user.id),
});
