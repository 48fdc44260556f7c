import type { AppContext } from '../../context';
import { notify } from '../notifications/notifications.service';
import { rosterRepository } from '../teams/roster.repository';
import { notificationSenderOf } from '../users/users.presenter';

/** An invited team's owner and managers hear of the invitation (`league_invitation`); they answer on the league's page. */
export function registerLeagueListeners(ctx: AppContext): void {
  ctx.events.onDurable('league.teamInvited', 'leagues', async ({ league, team, entryId, inviter }) => {
    const params = { league: league.name, team: team.name, slug: team.slug, nickname: inviter.nickname };
    for (const recipientId of await rosterRepository.leaderIds(ctx.db, team.id)) {
      if (recipientId === inviter.id) continue;
      await notify(ctx, {
        recipientId,
        sender: notificationSenderOf(inviter),
        type: 'league_invitation',
        params,
        actionUrl: `/leagues/${league.id}`,
        relatedId: entryId,
      });
    }
  });
}
