import type { NotificationParams, NotificationType, User } from '@esn/contract';
import type { AppContext } from '../../context';
import type { TeamRef } from '../../lib/events';
import { notify } from '../notifications/notifications.service';
import { rosterRepository } from './roster.repository';
import { notificationSenderOf } from '../users/users.presenter';

const page = (team: TeamRef) => `/team/${team.slug}`;
const managePage = (team: TeamRef) => `/team/${team.slug}/manage`;

type Note = {
  type: NotificationType;
  team: TeamRef;
  sender: User | null;
  extra?: NotificationParams;
  actionUrl: string;
  relatedId: string;
};

/** Every team notification carries the team's name and slug, plus the other person's nickname when there is one. */
function send(ctx: AppContext, recipientIds: string[], n: Note) {
  const params: NotificationParams = {
    team: n.team.name,
    slug: n.team.slug,
    ...(n.sender ? { nickname: n.sender.nickname } : {}),
    ...n.extra,
  };
  return Promise.all(
    recipientIds.map((recipientId) =>
      notify(ctx, {
        recipientId,
        sender: n.sender && notificationSenderOf(n.sender),
        type: n.type,
        params,
        actionUrl: n.actionUrl,
        relatedId: n.relatedId,
      }),
    ),
  );
}

/** Each step of an application, an invitation or a roster change tells the other side. */
export function registerTeamListeners(ctx: AppContext): void {
  ctx.events.onDurable('team.applied', 'teams', async ({ team, applicationId, applicant, role }) =>
    send(ctx, await rosterRepository.leaderIds(ctx.db, team.id), {
      type: 'team_application',
      team,
      sender: applicant,
      extra: { role },
      actionUrl: managePage(team),
      relatedId: applicationId,
    }),
  );
  ctx.events.onDurable(
    'team.applicationDecided',
    'teams',
    ({ team, applicationId, applicantId, decidedBy, accepted }) =>
      send(ctx, [applicantId], {
        type: accepted ? 'team_application_accepted' : 'team_application_rejected',
        team,
        sender: decidedBy,
        actionUrl: page(team),
        relatedId: applicationId,
      }),
  );
  ctx.events.onDurable('team.applicationWithdrawn', 'teams', async ({ team, applicationId, applicant }) =>
    send(ctx, await rosterRepository.leaderIds(ctx.db, team.id), {
      type: 'team_application_withdrawn',
      team,
      sender: applicant,
      actionUrl: managePage(team),
      relatedId: applicationId,
    }),
  );
  ctx.events.onDurable('team.invited', 'teams', ({ team, invitationId, inviteeId, inviter, role }) =>
    send(ctx, [inviteeId], {
      type: 'team_invitation',
      team,
      sender: inviter,
      extra: { role },
      actionUrl: page(team),
      relatedId: invitationId,
    }),
  );
  ctx.events.onDurable(
    'team.invitationAnswered',
    'teams',
    ({ team, invitationId, inviterId, invitee, role, accepted }) =>
      send(ctx, [inviterId], {
        type: accepted ? 'team_invitation_accepted' : 'team_invitation_declined',
        team,
        sender: invitee,
        extra: { role },
        actionUrl: managePage(team),
        relatedId: invitationId,
      }),
  );
  ctx.events.onDurable('team.invitationWithdrawn', 'teams', ({ team, invitationId, inviteeId, by }) =>
    send(ctx, [inviteeId], {
      type: 'team_invitation_withdrawn',
      team,
      sender: by,
      actionUrl: page(team),
      relatedId: invitationId,
    }),
  );
  ctx.events.onDurable('team.memberRemoved', 'teams', ({ team, userId, by }) =>
    send(ctx, [userId], { type: 'team_member_removed', team, sender: by, actionUrl: page(team), relatedId: team.id }),
  );
  ctx.events.onDurable('team.roleChanged', 'teams', ({ team, userId, role, by }) =>
    send(ctx, [userId], {
      type: 'team_role_changed',
      team,
      sender: by,
      extra: { role },
      actionUrl: page(team),
      relatedId: team.id,
    }),
  );
  ctx.events.onDurable('team.ownershipTransferred', 'teams', async ({ team, newOwnerId, previousOwnerId, by }) => {
    await send(ctx, [newOwnerId], {
      type: 'team_ownership_transferred',
      team,
      sender: by,
      actionUrl: managePage(team),
      relatedId: team.id,
    });
    // When an admin moved the team, the previous owner did not choose to become a manager: tell them.
    if (by.id !== previousOwnerId) {
      await send(ctx, [previousOwnerId], {
        type: 'team_role_changed',
        team,
        sender: by,
        extra: { role: 'manager' },
        actionUrl: page(team),
        relatedId: team.id,
      });
    }
  });
  ctx.events.onDurable('team.deleted', 'teams', ({ team, memberIds, by }) =>
    send(ctx, memberIds, { type: 'team_deleted', team, sender: by, actionUrl: '/teams', relatedId: team.id }),
  );
}
