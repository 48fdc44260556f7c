import type { CareerEntry, NetworkPerson, Profile, ProfileResponse, UserSummary } from '@esn/contract';
import { makeSummary } from '../../../test/factories';

/** An empty profile: what a new member has (0 %, "get started"). */
function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'u2',
    biography: null,
    location: null,
    birthDate: null,
    age: null,
    games: [],
    skills: [],
    skillLevel: null,
    availability: 'now',
    socialLinks: {},
    coverImageUrl: null,
    lookingForTeam: false,
    verified: false,
    profileViews: 0,
    completeness: 0,
    completenessStage: 'get_started',
    ...overrides,
  };
}

export function makeProfileResponse(user: Partial<UserSummary> = {}, profile: Partial<Profile> = {}): ProfileResponse {
  const summary = makeSummary(user);
  return { user: summary, profile: makeProfile({ userId: summary.id, ...profile }) };
}

export function makeCareerEntry(overrides: Partial<CareerEntry> = {}): CareerEntry {
  return {
    id: 'c1',
    userId: 'me',
    teamName: 'Fire Wolves',
    teamSlug: null,
    role: 'player',
    game: 'valorant',
    from: '2022-01',
    to: '2023-06',
    description: null,
    ...overrides,
  };
}

export function makePerson(overrides: Partial<NetworkPerson> = {}): NetworkPerson {
  return {
    id: 'p1',
    nickname: 'mert',
    firstName: 'Mert',
    lastName: 'Kaya',
    avatarUrl: null,
    profileImageUrl: null,
    userType: 'player',
    status: 'none',
    reason: null,
    ...overrides,
  };
}
