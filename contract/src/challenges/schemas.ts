import { z } from 'zod';
import { isoDateTime } from '../common';

/**
 * Community challenges (spec §1, §2, §3): an admin publishes a challenge that counts one measurable action; people
 * (individual, coach) or teams (joined by their owner or a manager) join it; progress is the number of those actions
 * since joining (inside the challenge's window, if it has one); reaching the target awards the XP and the badge
 * once, with a notification.
 */
export const ChallengeType = z.enum(['individual', 'team', 'coach']);
export type ChallengeType = z.infer<typeof ChallengeType>;
export const ChallengeDifficulty = z.enum(['easy', 'medium', 'hard']);
export type ChallengeDifficulty = z.infer<typeof ChallengeDifficulty>;
export const ChallengeStatus = z.enum(['active', 'inactive']);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

/**
 * What a challenge counts. People: posts they publish (shares included), comments they write, posts they like,
 * connections they make, followers they gain, matches they play or win (their teams' or their own solo ones),
 * tournaments they enter, tournaments they host (published, not drafts), teams they join as a coach, and the profile
 * completeness they reach (a level, not a count). Teams: matches played and won, tournaments entered, players who
 * join the roster.
 */
export const ChallengeMetric = z.enum([
  'posts_shared',
  'comments_made',
  'likes_given',
  'connections_made',
  'followers_gained',
  'matches_played',
  'matches_won',
  'tournaments_entered',
  'tournaments_hosted',
  'teams_coached',
  'profile_completeness',
  'members_joined',
]);
export type ChallengeMetric = z.infer<typeof ChallengeMetric>;

/** Which actions a challenge of each type may count. */
export const METRICS_BY_TYPE: Record<ChallengeType, readonly ChallengeMetric[]> = {
  individual: [
    'posts_shared',
    'comments_made',
    'likes_given',
    'connections_made',
    'followers_gained',
    'matches_played',
    'matches_won',
    'tournaments_entered',
    'tournaments_hosted',
    'profile_completeness',
  ],
  coach: [
    'teams_coached',
    'posts_shared',
    'comments_made',
    'connections_made',
    'followers_gained',
    'matches_played',
    'matches_won',
    'profile_completeness',
  ],
  team: ['matches_played', 'matches_won', 'tournaments_entered', 'members_joined'],
};

export const CHALLENGE_LIMITS = {
  title: 120,
  description: 2000,
  badge: 60,
  xpReward: 10_000,
  targetValue: 100_000,
} as const;

/**
 * A challenge's fields without defaults: a PATCH (UpdateChallengeBody) leaves out what it does not change, and zod's
 * `partial()` would still fill a default in (a PATCH of the English badge alone erased the badge, the description, the
 * window and the status). The create body adds the defaults (CreateFields).
 */
const ChallengeFields = z.strictObject({
  /** Turkish, the site's first language: every reader sees it unless their language has its own text. */
  title: z.string().trim().min(3).max(CHALLENGE_LIMITS.title),
  /** English title, optional: English readers see the Turkish one without it. No default, so that a PATCH
   * without it keeps it. */
  titleEn: z.string().trim().min(3).max(CHALLENGE_LIMITS.title).nullable().optional(),
  type: ChallengeType,
  description: z.string().trim().max(CHALLENGE_LIMITS.description),
  /** English description, optional (empty or null: the Turkish one is shown). */
  descriptionEn: z.string().trim().max(CHALLENGE_LIMITS.description).nullable().optional(),
  difficulty: ChallengeDifficulty,
  xpReward: z.number().int().min(1).max(CHALLENGE_LIMITS.xpReward),
  targetValue: z.number().int().min(1).max(CHALLENGE_LIMITS.targetValue),
  /** Spec §5: the badge reward is optional. */
  badgeReward: z.string().trim().max(CHALLENGE_LIMITS.badge).nullable(),
  /** The badge's English name, optional (English readers see the Turkish one without it); kept by a PATCH without it. */
  badgeRewardEn: z.string().trim().max(CHALLENGE_LIMITS.badge).nullable().optional(),
  status: ChallengeStatus,
  metric: ChallengeMetric,
  /** Optional window: only actions inside it count, and it can be joined only before it ends. */
  startsAt: isoDateTime({ offset: true }).nullable(),
  endsAt: isoDateTime({ offset: true }).nullable(),
});

const CreateFields = ChallengeFields.extend({
  description: ChallengeFields.shape.description.default(''),
  badgeReward: ChallengeFields.shape.badgeReward.default(null),
  status: ChallengeFields.shape.status.default('active'),
  startsAt: ChallengeFields.shape.startsAt.default(null),
  endsAt: ChallengeFields.shape.endsAt.default(null),
});

const fitsType = (b: { type?: ChallengeType; metric?: ChallengeMetric }) =>
  !b.type || !b.metric || METRICS_BY_TYPE[b.type].includes(b.metric);
const windowOrdered = (b: { startsAt?: string | null; endsAt?: string | null }) =>
  !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt);
const percentTarget = (b: { metric?: ChallengeMetric; targetValue?: number }) =>
  b.metric !== 'profile_completeness' || b.targetValue === undefined || b.targetValue <= 100;

/** `POST /api/admin/challenges`. */
export const CreateChallengeBody = CreateFields.refine(fitsType, { message: 'metric_type', path: ['metric'] })
  .refine(windowOrdered, { message: 'window_order', path: ['endsAt'] })
  .refine(percentTarget, { message: 'percent_target', path: ['targetValue'] });
export type CreateChallengeBody = z.input<typeof CreateChallengeBody>;

/** `PATCH /api/admin/challenges/{id}`: any field; type and metric cannot change once someone has joined. */
export const UpdateChallengeBody = ChallengeFields.partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing_to_update' })
  .refine(fitsType, { message: 'metric_type', path: ['metric'] })
  .refine(windowOrdered, { message: 'window_order', path: ['endsAt'] })
  .refine(percentTarget, { message: 'percent_target', path: ['targetValue'] });
export type UpdateChallengeBody = z.input<typeof UpdateChallengeBody>;

export const Challenge = z.object({
  id: z.string(),
  /** Turkish; `titleEn` and `descriptionEn` are the English texts when the admin gave them (the reader's
   * language is picked where it is shown, so a language switch needs no new request). */
  title: z.string(),
  titleEn: z.string().nullable(),
  type: ChallengeType,
  description: z.string(),
  descriptionEn: z.string().nullable(),
  difficulty: ChallengeDifficulty,
  xpReward: z.number().int(),
  targetValue: z.number().int(),
  badgeReward: z.string().nullable(),
  badgeRewardEn: z.string().nullable(),
  status: ChallengeStatus,
  metric: ChallengeMetric,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  participantsCount: z.number().int(),
  completedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Challenge = z.infer<typeof Challenge>;
export const ChallengeResponse = z.object({ challenge: Challenge });
/** `GET /api/admin/challenges`: every challenge, active or not (the admin area's list). */
export const AdminChallengeList = z.object({ items: z.array(Challenge) });

/** Who takes part: the person (`name` is his displayName, `nickname` the handle), or one of his teams. */
export const ChallengeSubject = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    id: z.string(),
    name: z.string(),
    nickname: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('team'),
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
  }),
]);
export type ChallengeSubject = z.infer<typeof ChallengeSubject>;

export const ChallengeParticipation = z.object({
  id: z.string(),
  challengeId: z.string(),
  subject: ChallengeSubject,
  /** Actions counted so far (capped at the target). */
  progress: z.number().int(),
  status: z.enum(['active', 'completed']),
  joinedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ChallengeParticipation = z.infer<typeof ChallengeParticipation>;

/** A challenge as the reader sees it: whether he may join (and for which of his teams), and his participations. */
export const ChallengeCard = Challenge.extend({
  viewer: z.object({
    canJoin: z.boolean(),
    /** Team challenges: the teams he owns or manages that have not joined yet. */
    joinableTeams: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
    participations: z.array(ChallengeParticipation),
  }),
});
export type ChallengeCard = z.infer<typeof ChallengeCard>;

/** `GET /api/challenges?type=`: the active challenges (admins see inactive ones too with `status=`). */
export const ChallengeListQuery = z.object({
  type: ChallengeType.optional(),
  status: ChallengeStatus.optional(),
});
export const ChallengeList = z.object({ items: z.array(ChallengeCard) });
export type ChallengeList = z.infer<typeof ChallengeList>;

/** `POST /api/challenges/{id}/join`: `teamId` for a team challenge (a team the reader owns or manages). */
export const JoinChallengeBody = z.strictObject({ teamId: z.string().max(100).optional() });
export const JoinChallengeResponse = z.object({ participation: ChallengeParticipation });

/** An earned badge: `name` in Turkish, `nameEn` in English when the challenge gave one. */
export const Badge = z.object({
  name: z.string(),
  nameEn: z.string().nullable(),
  challengeId: z.string(),
  earnedAt: z.string(),
});
export type Badge = z.infer<typeof Badge>;

/** `GET /api/challenges/mine`: spec §2 "my progress": the reader's (and his teams') participations, XP, level, badges. */
export const MyChallenges = z.object({
  items: z.array(ChallengeParticipation.extend({ challenge: Challenge })),
  xp: z.number().int(),
  level: z.number().int(),
  badges: z.array(Badge),
});
export type MyChallenges = z.infer<typeof MyChallenges>;

export const LeaderboardType = z.enum(['all', 'individual', 'team', 'coach']);
export type LeaderboardType = z.infer<typeof LeaderboardType>;
export const LeaderboardPeriod = z.enum(['all', 'week']);
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriod>;
export const LeaderboardQuery = z.object({
  type: LeaderboardType.default('all'),
  period: LeaderboardPeriod.default('all'),
});

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  subject: ChallengeSubject,
  xp: z.number().int(),
  level: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;
/**
 * `GET /api/leaderboard?type=&period=`: the top 100 by XP (all people, players, teams or coaches; all time or since
 * this week's Monday 00:00 Istanbul time) and the reader's own entry (for teams: his best-placed team), null when he
 * has no XP in it.
 */
export const Leaderboard = z.object({ items: z.array(LeaderboardEntry), me: LeaderboardEntry.nullable() });
export type Leaderboard = z.infer<typeof Leaderboard>;
export const LEADERBOARD_SIZE = 100;

/**
 * Levels from XP: level n needs 50·n·(n−1) XP, so level 2 at 100 XP, 3 at 300, 4 at 600, 5 at 1,000, 10 at 4,500.
 * Every level costs 100 XP more than the one before it.
 */
export const xpForLevel = (level: number): number => 50 * level * (level - 1);
export function levelOf(xp: number): number {
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * Math.max(0, xp)) / 100)) / 2));
  // Floating point at the edges: settle on the exact curve.
  while (xpForLevel(level + 1) <= xp) level++;
  while (level > 1 && xpForLevel(level) > xp) level--;
  return level;
}

/** Spec §5's thirteen achievements, each awarded once. */
export const AchievementKey = z.enum([
  'profile_complete',
  'weekly_networker',
  'challenger',
  'tournament_regular',
  'well_connected',
  'storyteller',
  'skilled',
  'host',
  'streak',
  'dealmaker',
  'founder',
  'team_player',
  'first_friend',
]);
export type AchievementKey = z.infer<typeof AchievementKey>;

/** The numbers of spec §5; the web names them and draws their icons. */
export const ACHIEVEMENT_THRESHOLDS: Record<AchievementKey, number> = {
  profile_complete: 100,
  weekly_networker: 5,
  challenger: 5,
  tournament_regular: 3,
  well_connected: 25,
  storyteller: 10,
  skilled: 2,
  host: 2,
  streak: 7,
  dealmaker: 3,
  founder: 1,
  team_player: 1,
  first_friend: 1,
};
/** "Advanced" is 7 or more of 10 (spec §9); `skilled` needs two such skills. Hosts need 8 participants a tournament. */
export const ADVANCED_SKILL = 7;
export const HOST_MIN_PARTICIPANTS = 8;

export const Achievement = z.object({ key: AchievementKey, earnedAt: z.string() });
export type Achievement = z.infer<typeof Achievement>;
/** `GET /api/users/{id}/achievements`, plus the person's XP and level. */
export const UserAchievements = z.object({
  items: z.array(Achievement),
  xp: z.number().int(),
  level: z.number().int(),
});
export type UserAchievements = z.infer<typeof UserAchievements>;

export const ChallengeIdParams = z.object({ id: z.string().max(100) });
