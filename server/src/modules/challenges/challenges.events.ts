import type { AchievementKey, ChallengeMetric } from '@esn/contract';
import type { AppContext } from '../../context';
import { checkAchievements } from '../achievements/achievements.service';
import { playersOf } from '../matches/match-sides';
import { matchesRepository } from '../matches/matches.repository';
import { notify } from '../notifications/notifications.service';
import { rosterRepository } from '../teams/roster.repository';
import { teamsRepository } from '../teams/teams.repository';
import { tournamentsRepository } from '../tournaments/tournaments.repository';
import { usersRepository } from '../users/users.repository';
import type { Subject } from './metrics';
import { leaderboardRepository } from './leaderboard.repository';
import { recount } from './progress';

const users = (...ids: (string | null | undefined)[]): Subject[] =>
  ids.filter((id): id is string => Boolean(id)).map((id) => ({ kind: 'user', id }));
const teams = (...ids: (string | null | undefined)[]): Subject[] =>
  ids.filter((id): id is string => Boolean(id)).map((id) => ({ kind: 'team', id }));

/**
 * What each action may move: the challenges counting it (recounted from the data for the people and teams it
 * concerns) and the achievements it may unlock. Then the notifications of a completed challenge and of an unlocked
 * achievement.
 */
export function registerChallengeListeners(ctx: AppContext): void {
  const progress = (subjects: Subject[], metrics: ChallengeMetric[]) => recount(ctx, subjects, metrics);
  const achieve = (ids: (string | null | undefined)[], keys: AchievementKey[]) => checkAchievements(ctx, ids, keys);

  ctx.events.onDurable('post.created', 'challenges', ({ authorId }) =>
    Promise.all([progress(users(authorId), ['posts_shared']), achieve([authorId], ['storyteller'])]),
  );
  ctx.events.onDurable('post.commented', 'challenges', ({ commenter }) =>
    progress(users(commenter.id), ['comments_made']),
  );
  ctx.events.onDurable('post.liked', 'challenges', ({ liker }) => progress(users(liker.id), ['likes_given']));
  ctx.events.onDurable('user.followed', 'challenges', ({ followeeId }) =>
    progress(users(followeeId), ['followers_gained']),
  );
  // What is taken back before the challenge is completed no longer counts (a completed one keeps its XP).
  ctx.events.onDurable('post.deleted', 'challenges', ({ authorId }) => progress(users(authorId), ['posts_shared']));
  ctx.events.onDurable('post.hidden', 'challenges', ({ authorId }) => progress(users(authorId), ['posts_shared']));
  ctx.events.onDurable('comment.deleted', 'challenges', ({ authorId }) => progress(users(authorId), ['comments_made']));
  ctx.events.onDurable('comment.hidden', 'challenges', ({ authorId }) => progress(users(authorId), ['comments_made']));
  ctx.events.onDurable('post.unliked', 'challenges', ({ userId }) => progress(users(userId), ['likes_given']));
  ctx.events.onDurable('user.unfollowed', 'challenges', ({ followeeId }) =>
    progress(users(followeeId), ['followers_gained']),
  );
  ctx.events.onDurable('connection.removed', 'challenges', ({ userId, otherId }) =>
    progress(users(userId, otherId), ['connections_made']),
  );
  ctx.events.onDurable('team.memberLeft', 'challenges', ({ team, userId }) =>
    Promise.all([progress(teams(team.id), ['members_joined']), progress(users(userId), ['teams_coached'])]),
  );
  ctx.events.onDurable('team.memberRemoved', 'challenges', ({ team, userId }) =>
    Promise.all([progress(teams(team.id), ['members_joined']), progress(users(userId), ['teams_coached'])]),
  );
  ctx.events.onDurable('team.deleted', 'challenges', ({ memberIds }) =>
    progress(users(...memberIds), ['teams_coached']),
  );
  ctx.events.onDurable('connection.accepted', 'challenges', ({ accepter, requesterId }) =>
    Promise.all([
      progress(users(accepter.id, requesterId), ['connections_made']),
      achieve([accepter.id, requesterId], ['first_friend', 'well_connected', 'weekly_networker']),
    ]),
  );
  ctx.events.onDurable('profile.updated', 'challenges', ({ userId }) =>
    Promise.all([
      progress(users(userId), ['profile_completeness']),
      achieve([userId], ['profile_complete', 'skilled']),
    ]),
  );
  // Someone who leaves the ranking (a deleted account or team) changes the others' places.
  ctx.events.on('account.deleted', () => ctx.leaderboard.changed());
  ctx.events.on('team.deleted', () => ctx.leaderboard.changed());
  // Someone who had XP before choosing a role enters the players' or coaches' ranking with it.
  ctx.events.on('user.roleChosen', async ({ userId }) => {
    const standing = await leaderboardRepository.standingOf(ctx.db, { kind: 'user', id: userId }, ctx.clock.now());
    if (standing) ctx.leaderboard.awarded(standing);
  });
  ctx.events.onDurable('team.created', 'challenges', ({ ownerId }) => achieve([ownerId], ['founder']));
  ctx.events.onDurable('team.memberJoined', 'challenges', ({ team, userId, role }) =>
    Promise.all([
      progress(teams(team.id), ['members_joined']),
      role === 'coach' ? progress(users(userId), ['teams_coached']) : undefined,
      achieve([userId], ['team_player']),
    ]),
  );
  // To coach, or from coach to another role.
  ctx.events.onDurable('team.roleChanged', 'challenges', ({ userId }) => progress(users(userId), ['teams_coached']));
  ctx.events.onDurable('tournament.created', 'challenges', ({ organizerId }) =>
    progress(users(organizerId), ['tournaments_hosted']),
  );
  ctx.events.onDurable('tournament.updated', 'challenges', async ({ tournament, change, by }) => {
    // A tournament its organizer deletes no longer counts as hosted.
    if (change === 'deleted' && by) return progress(users(by.id), ['tournaments_hosted']);
    // A draft that opens starts to count as hosted.
    if (change !== 'status') return;
    const t = await tournamentsRepository.findById(ctx.db, tournament.id);
    if (t) await progress(users(t.organizerId), ['tournaments_hosted']);
  });
  ctx.events.onDurable('tournament.withdrawn', 'challenges', async ({ userId, teamId }) => {
    const members = teamId ? await rosterRepository.memberIds(ctx.db, teamId) : [];
    await progress([...users(userId, ...members), ...teams(teamId)], ['tournaments_entered']);
  });
  ctx.events.onDurable('tournament.registered', 'challenges', async ({ participantId, registrant, organizerId }) => {
    const entry = await tournamentsRepository.participantById(ctx.db, participantId);
    const members = entry?.teamId ? await rosterRepository.memberIds(ctx.db, entry.teamId) : [];
    await Promise.all([
      progress([...users(registrant.id, entry?.userId, ...members), ...teams(entry?.teamId)], ['tournaments_entered']),
      achieve([registrant.id, entry?.userId], ['tournament_regular']),
      achieve([organizerId], ['host']),
    ]);
  });
  ctx.events.onDurable('match.completed', 'challenges', async ({ matchId, teamIds }) => {
    const row = await matchesRepository.findById(ctx.db, matchId);
    if (!row) return;
    await progress(
      [...users(...(await playersOf(ctx.db, row))), ...teams(...teamIds)],
      ['matches_played', 'matches_won'],
    );
  });
  ctx.events.onDurable('transfer.answered', 'challenges', ({ offer, responder, accepted }) =>
    accepted ? achieve([responder.id, offer.fromUserId, offer.playerId], ['dealmaker']) : undefined,
  );

  ctx.events.onDurable('challenge.completed', 'challenges', async ({ challenge, subject, joinedById }) => {
    let recipients: string[];
    let name: string;
    if (subject.kind === 'user') {
      recipients = [subject.id];
      name = (await usersRepository.findById(ctx.db, subject.id))?.nickname ?? '';
      await achieve([subject.id], ['challenger']);
    } else {
      recipients = [
        ...new Set([...(await rosterRepository.leaderIds(ctx.db, subject.id)), ...(joinedById ? [joinedById] : [])]),
      ];
      name = (await teamsRepository.findById(ctx.db, subject.id))?.name ?? '';
    }
    const params = {
      title: challenge.title,
      // The English template names the English title, the Turkish one when the admin gave none.
      titleEn: challenge.titleEn ?? challenge.title,
      xp: challenge.xpReward,
      badge: challenge.badgeReward ?? '',
      // The English template names the English badge, the Turkish one when the admin gave none.
      badgeEn: challenge.badgeRewardEn ?? challenge.badgeReward ?? '',
      subject: name,
      // A person's own challenge is said to him as "you completed…" (messageKeyOf); a team's leaders read its name.
      subjectKind: subject.kind,
    };
    for (const recipientId of recipients) {
      await notify(ctx, {
        recipientId,
        sender: null,
        type: 'challenge_completed',
        params,
        actionUrl: '/challenges',
        relatedId: challenge.id,
      });
    }
  });
  ctx.events.onDurable('achievement.unlocked', 'challenges', ({ userId, key }) =>
    notify(ctx, {
      recipientId: userId,
      sender: null,
      type: 'achievement_unlocked',
      params: { key },
      actionUrl: `/profile/${userId}`,
      relatedId: null,
    }),
  );
}
