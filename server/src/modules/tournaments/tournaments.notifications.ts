import type { AppContext } from '../../context';
import { notify } from '../notifications/notifications.service';
import { tournamentsRepository } from './tournaments.repository';
import { notificationSenderOf } from '../users/users.presenter';

const page = (id: string) => `/tournaments/${id}`;

/**
 * The organizer hears of each registration, the registrant gets a confirmation; every change that matters to
 * participants (details, status, bracket, removal, deletion, completion) reaches the solo players and every member
 * of the registered teams (`tournament_update`, with `change` in the params).
 */
export function registerTournamentListeners(ctx: AppContext): void {
  ctx.events.onDurable(
    'tournament.registered',
    'tournaments',
    async ({ tournament, participantId, participantName, registrant, organizerId }) => {
      const params = { tournament: tournament.name, team: participantName, nickname: registrant.nickname };
      await notify(ctx, {
        recipientId: organizerId,
        sender: notificationSenderOf(registrant),
        type: 'tournament_registration',
        params,
        actionUrl: page(tournament.id),
        relatedId: participantId,
        // One item per tournament while unread: "5 new registrations for Walk Cup" (issue 24).
        subjectId: tournament.id,
      });
      await notify(ctx, {
        recipientId: registrant.id,
        sender: null,
        type: 'tournament_registration_confirm',
        params,
        actionUrl: page(tournament.id),
        relatedId: participantId,
      });
    },
  );

  ctx.events.onDurable('tournament.updated', 'tournaments', async ({ tournament, change, by, recipientIds }) => {
    const recipients = recipientIds ?? (await tournamentsRepository.audienceIds(ctx.db, tournament.id));
    const params = { tournament: tournament.name, change };
    for (const recipientId of recipients) {
      await notify(ctx, {
        recipientId,
        sender: by && notificationSenderOf(by),
        type: 'tournament_update',
        params,
        actionUrl: change === 'deleted' ? '/tournaments' : page(tournament.id),
        relatedId: tournament.id,
      });
    }
  });
}
