import type { AppContext } from '../../context';
import type { TeamRef } from '../../lib/events';
import type { Realtime } from '../../lib/realtime';
import { rosterRepository } from './roster.repository';

/**
 * `team-changed` (contract/src/realtime.ts) for the pages that show a team: its page and manage page, one's teams and
 * one's requests. Roster changes go to the whole roster (the roster is public; members see it first); an application
 * or an invitation only to the owner and managers, who list them, and to the person it is about.
 */
export function registerTeamLive(ctx: AppContext, realtime: Realtime): void {
  const send = (team: TeamRef, userIds: (string | null)[]) => {
    for (const userId of new Set(userIds)) {
      if (userId) realtime.toUser(userId, 'team-changed', { teamId: team.id, slug: team.slug });
    }
  };
  const staff = (team: TeamRef) => rosterRepository.leaderIds(ctx.db, team.id);
  const roster = (team: TeamRef) => rosterRepository.memberIds(ctx.db, team.id);

  ctx.events.on('team.applied', async ({ team, applicant }) => send(team, [...(await staff(team)), applicant.id]));
  ctx.events.on('team.applicationDecided', async ({ team, applicantId, decidedBy }) =>
    send(team, [...(await staff(team)), applicantId, decidedBy.id]),
  );
  ctx.events.on('team.applicationWithdrawn', async ({ team, applicant }) =>
    send(team, [...(await staff(team)), applicant.id]),
  );
  ctx.events.on('team.invited', async ({ team, inviteeId, inviter }) =>
    send(team, [...(await staff(team)), inviteeId, inviter.id]),
  );
  ctx.events.on('team.invitationAnswered', async ({ team, invitee }) =>
    send(team, [...(await staff(team)), invitee.id]),
  );
  ctx.events.on('team.invitationWithdrawn', async ({ team, inviteeId, by }) =>
    send(team, [...(await staff(team)), inviteeId, by.id]),
  );
  ctx.events.on('team.memberJoined', async ({ team, userId }) => send(team, [...(await roster(team)), userId]));
  ctx.events.on('team.memberRemoved', async ({ team, userId, by }) =>
    send(team, [...(await roster(team)), userId, by.id]),
  );
  ctx.events.on('team.memberLeft', async ({ team, userId }) => send(team, [...(await roster(team)), userId]));
  ctx.events.on('team.roleChanged', async ({ team, by }) => send(team, [...(await roster(team)), by.id]));
  ctx.events.on('team.ownershipTransferred', async ({ team, previousOwnerId, by }) =>
    send(team, [...(await roster(team)), previousOwnerId, by.id]),
  );
  // The rows are gone: the roster as it was when the team was deleted, and whoever deleted it (maybe an admin).
  ctx.events.on('team.deleted', ({ team, memberIds, by }) => send(team, [...memberIds, by.id]));
}
