import {
  displayName,
  levelOf,
  type Challenge,
  type ChallengeCard,
  type ChallengeParticipation,
  type ChallengeType,
  type CreateChallengeBody,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardType,
  type MyChallenges,
  type UpdateChallengeBody,
  type User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { ChallengeRow } from '../../db/schema/index';
import { isUuid } from '../../lib/cursor';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { challengesRepository, type ParticipationWithSubject } from './challenges.repository';
import { recount } from './progress';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentChallenge(c: ChallengeRow): Challenge {
  return {
    id: c.id,
    title: c.title,
    titleEn: c.titleEn,
    type: c.type,
    description: c.description,
    descriptionEn: c.descriptionEn,
    difficulty: c.difficulty,
    xpReward: c.xpReward,
    targetValue: c.targetValue,
    badgeReward: c.badgeReward,
    badgeRewardEn: c.badgeRewardEn,
    status: c.status,
    metric: c.metric,
    startsAt: iso(c.startsAt),
    endsAt: iso(c.endsAt),
    participantsCount: c.participantsCount,
    completedCount: c.completedCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

function presentParticipation({ p, user, team }: ParticipationWithSubject): ChallengeParticipation {
  return {
    id: p.id,
    challengeId: p.challengeId,
    subject: team
      ? { kind: 'team', id: team.id, name: team.name, slug: team.slug, logoUrl: team.logoUrl }
      : {
          kind: 'user',
          id: user?.id ?? p.userId ?? '',
          name: user ? displayName(user) : '—',
          nickname: user?.nickname ?? '—',
          avatarUrl: user?.avatarUrl ?? null,
        },
    progress: p.progress,
    status: p.status,
    joinedAt: p.joinedAt.toISOString(),
    completedAt: iso(p.completedAt),
  };
}

/** Which challenges a person takes part in himself: coaches the coach ones, everyone else the individual ones. */
const personalType = (u: User): ChallengeType | null =>
  u.userType === 'coach' ? 'coach' : u.userType === 'admin' ? null : 'individual';

async function load(ctx: AppContext, id: string): Promise<ChallengeRow> {
  const row = isUuid(id) ? await challengesRepository.findById(ctx.db, id) : undefined;
  if (!row) throw notFound('challenge_not_found');
  return row;
}

const ended = (c: ChallengeRow, now: Date) => c.endsAt !== null && c.endsAt.getTime() <= now.getTime();

/** Spec §2's active challenges with what the reader may do: join himself, or join with one of the teams he leads. */
export async function listChallenges(
  ctx: AppContext,
  viewer: User,
  type: ChallengeType | undefined,
): Promise<{ items: ChallengeCard[] }> {
  const [rows, teams] = await Promise.all([
    challengesRepository.list(ctx.db, { type, status: 'active' }),
    challengesRepository.teamsOf(ctx.db, viewer.id),
  ]);
  const led = teams.filter((t) => t.role === 'owner' || t.role === 'manager');
  const mine = await challengesRepository.participationsOf(
    ctx.db,
    rows.map((c) => c.id),
    [viewer.id],
    led.map((t) => t.id),
  );
  const now = ctx.clock.now();
  return {
    items: rows.map((c) => {
      const participations = mine.filter((m) => m.p.challengeId === c.id);
      const joinedTeams = new Set(participations.map((m) => m.p.teamId));
      const joinableTeams =
        c.type === 'team'
          ? led.filter((t) => !joinedTeams.has(t.id)).map(({ id, name, slug }) => ({ id, name, slug }))
          : [];
      const open = !ended(c, now);
      const canJoin =
        open &&
        (c.type === 'team' ? joinableTeams.length > 0 : personalType(viewer) === c.type && participations.length === 0);
      return {
        ...presentChallenge(c),
        viewer: {
          canJoin,
          joinableTeams: open ? joinableTeams : [],
          participations: participations.map(presentParticipation),
        },
      };
    }),
  };
}

/**
 * Joins an active challenge: the person himself for individual and coach challenges (of his kind), or a team he owns
 * or manages for team challenges. Progress starts now and is counted at once (a level already reached counts).
 */
export async function joinChallenge(
  ctx: AppContext,
  viewer: User,
  id: string,
  teamId: string | undefined,
): Promise<ChallengeParticipation> {
  const c = await load(ctx, id);
  const now = ctx.clock.now();
  if (c.status !== 'active') throw conflict('challenge_inactive');
  if (ended(c, now)) throw conflict('challenge_ended');
  let subject: { userId: string | null; teamId: string | null };
  if (c.type === 'team') {
    if (!teamId) throw badRequest('challenge_team_required');
    const team = (await challengesRepository.teamsOf(ctx.db, viewer.id)).find((t) => t.id === teamId);
    if (!team || (team.role !== 'owner' && team.role !== 'manager')) throw forbidden('not_team_manager');
    subject = { userId: null, teamId };
  } else {
    if (personalType(viewer) !== c.type) throw forbidden('challenge_not_for_you');
    subject = { userId: viewer.id, teamId: null };
  }
  let participationId: string;
  try {
    participationId = (
      await challengesRepository.insertParticipation(ctx.db, {
        challengeId: c.id,
        ...subject,
        joinedById: viewer.id,
        joinedAt: now,
      })
    ).id;
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('challenge_already_joined');
    throw err;
  }
  await recount(
    ctx,
    [subject.teamId ? { kind: 'team', id: subject.teamId } : { kind: 'user', id: viewer.id }],
    [c.metric],
  );
  return presentParticipation((await challengesRepository.participationWithSubject(ctx.db, participationId))!);
}

/** Spec §2's "my progress": the reader's own participations and his teams', his XP, level and badges. */
export async function myChallenges(ctx: AppContext, viewer: User): Promise<MyChallenges> {
  const teams = await challengesRepository.teamsOf(ctx.db, viewer.id);
  const [rows, xp, badges] = await Promise.all([
    challengesRepository.mine(
      ctx.db,
      [viewer.id],
      teams.map((t) => t.id),
    ),
    challengesRepository.xpOf(ctx.db, { kind: 'user', id: viewer.id }),
    challengesRepository.badgesOf(ctx.db, viewer.id),
  ]);
  return {
    items: rows.map((r) => ({ ...presentParticipation(r), challenge: presentChallenge(r.c) })),
    xp,
    level: levelOf(xp),
    badges: badges.map((b) => ({
      name: b.name!,
      nameEn: b.nameEn,
      challengeId: b.challengeId ?? '',
      earnedAt: b.at.toISOString(),
    })),
  };
}

/** Spec §2's leaderboard as ready JSON: the kept top 100 and the reader's own entry (for teams: his best team). */
export async function leaderboardJson(
  ctx: AppContext,
  viewer: User,
  type: LeaderboardType,
  period: LeaderboardPeriod,
): Promise<string> {
  const ranking = await ctx.leaderboard.ranking(ctx.db, type, period, ctx.clock.now());
  const ids = type === 'team' ? (await challengesRepository.teamsOf(ctx.db, viewer.id)).map((t) => t.id) : [viewer.id];
  const me = await ranking.entryFor(ids, async (id) => {
    if (type === 'team') {
      const t = (await challengesRepository.teamsOf(ctx.db, viewer.id)).find((x) => x.id === id);
      return t ? { kind: 'team', id: t.id, name: t.name, slug: t.slug, logoUrl: null } : null;
    }
    return {
      kind: 'user',
      id: viewer.id,
      name: displayName(viewer),
      nickname: viewer.nickname,
      avatarUrl: viewer.avatarUrl ?? viewer.profileImageUrl,
    };
  });
  return `{"items":${ranking.itemsJson},"me":${JSON.stringify(me satisfies Leaderboard['me'])}}`;
}

/** The admin area: every challenge, drafts (inactive) included. */
export async function adminListChallenges(
  ctx: AppContext,
  filter: { type?: ChallengeType; status?: Challenge['status'] },
): Promise<{ items: Challenge[] }> {
  return { items: (await challengesRepository.list(ctx.db, filter)).map(presentChallenge) };
}

const dateOf = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

export async function createChallenge(ctx: AppContext, admin: User, body: CreateChallengeBody): Promise<Challenge> {
  const row = await challengesRepository.insert(ctx.db, {
    title: body.title,
    titleEn: body.titleEn || null,
    type: body.type,
    description: body.description ?? '',
    descriptionEn: body.descriptionEn || null,
    difficulty: body.difficulty,
    xpReward: body.xpReward,
    targetValue: body.targetValue,
    badgeReward: body.badgeReward || null,
    badgeRewardEn: body.badgeRewardEn || null,
    status: body.status ?? 'active',
    metric: body.metric,
    startsAt: dateOf(body.startsAt) ?? null,
    endsAt: dateOf(body.endsAt) ?? null,
    createdById: admin.id,
  });
  return presentChallenge(row);
}

/** Any field; what it counts and for whom cannot change once someone has joined (their progress would lie). */
export async function updateChallenge(ctx: AppContext, id: string, body: UpdateChallengeBody): Promise<Challenge> {
  const current = await load(ctx, id);
  const type = body.type ?? current.type;
  const metric = body.metric ?? current.metric;
  if ((type !== current.type || metric !== current.metric) && current.participantsCount > 0)
    throw conflict('challenge_has_participants');
  const startsAt = body.startsAt === undefined ? current.startsAt : dateOf(body.startsAt);
  const endsAt = body.endsAt === undefined ? current.endsAt : dateOf(body.endsAt);
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('validation');
  const row = await challengesRepository.update(ctx.db, id, {
    ...(body.title !== undefined && { title: body.title }),
    ...(body.titleEn !== undefined && { titleEn: body.titleEn || null }),
    ...(body.descriptionEn !== undefined && { descriptionEn: body.descriptionEn || null }),
    type,
    metric,
    ...(body.description !== undefined && { description: body.description }),
    ...(body.difficulty !== undefined && { difficulty: body.difficulty }),
    ...(body.xpReward !== undefined && { xpReward: body.xpReward }),
    ...(body.targetValue !== undefined && { targetValue: body.targetValue }),
    ...(body.badgeReward !== undefined && { badgeReward: body.badgeReward || null }),
    ...(body.badgeRewardEn !== undefined && { badgeRewardEn: body.badgeRewardEn || null }),
    ...(body.status !== undefined && { status: body.status }),
    startsAt,
    endsAt,
  });
  if (!row) throw notFound('challenge_not_found');
  return presentChallenge(row);
}

export async function deleteChallenge(ctx: AppContext, id: string): Promise<void> {
  await load(ctx, id);
  await challengesRepository.delete(ctx.db, id);
  // Its awards stay (XP earned is kept), but its participations go with it.
  ctx.leaderboard.changed();
}
