import type { AppContext } from '../../context';
import type { Realtime } from '../../lib/realtime';
import { playersOf } from './match-sides';
import { matchesRepository } from './matches.repository';

/**
 * `match-changed` (contract/src/realtime.ts) for the match page and the brackets, fixtures and match lists that show
 * it: each step of a result (submitted, approved or disputed, settled by the organizer, final) and of match day (a
 * time proposed, accepted or set; a side checked in; a forfeit offered, answered; a no-show) reaches everyone who
 * plays the match and the organizer of its tournament or league, who may all have it open.
 */
export function registerMatchLive(ctx: AppContext, realtime: Realtime): void {
  const send = async (matchId: string) => {
    const row = await matchesRepository.findById(ctx.db, matchId);
    if (!row) return;
    const [context] = row.tournamentId
      ? await matchesRepository.tournamentContexts(ctx.db, [row.tournamentId])
      : await matchesRepository.leagueContexts(ctx.db, row.leagueId ? [row.leagueId] : []);
    const payload = { matchId: row.id, tournamentId: row.tournamentId, leagueId: row.leagueId };
    for (const userId of new Set([...(await playersOf(ctx.db, row)), ...(context ? [context.organizerId] : [])]))
      realtime.toUser(userId, 'match-changed', payload);
  };

  ctx.events.on('match.resultSubmitted', ({ match }) => send(match.id));
  ctx.events.on('match.resultDecided', ({ match }) => send(match.id));
  ctx.events.on('match.resultSettled', ({ match }) => send(match.id));
  ctx.events.on('match.completed', ({ matchId }) => send(matchId));
  for (const event of [
    'match.timeProposed',
    'match.timeAccepted',
    'match.timeSet',
    'match.checkedIn',
    'match.forfeitOffered',
    'match.forfeitDeclined',
    'match.noShow',
  ] as const)
    ctx.events.on(event, ({ match }) => send(match.id));
}
