import type { AppContext } from '../../context';
import { settleGoneLeagueTeams, settleWithdrawn } from './walkovers';

/**
 * Walkovers that nobody has to ask for: an entrant out of a running bracket loses its open matches, and every later
 * one it reaches (a result moves it on, the next Swiss round pairs it); a league fixture whose team was deleted goes
 * to the team still there. Durable (outbox) and idempotent: each match is settled once however often they run.
 */
export function registerWalkoverListeners(ctx: AppContext): void {
  ctx.events.onDurable('tournament.entrantsOut', 'walkovers', async ({ tournamentIds }) => {
    for (const id of tournamentIds) await settleWithdrawn(ctx, id);
  });
  ctx.events.onDurable('match.completed', 'walkovers', async ({ tournamentId }) => {
    if (tournamentId) await settleWithdrawn(ctx, tournamentId);
  });
  ctx.events.onDurable('league.teamGone', 'walkovers', () => settleGoneLeagueTeams(ctx));
}
