import type { AppContext } from '../../context';
import { notify } from '../notifications/notifications.service';
import { savedSearchesRepository } from './saved-searches.repository';
import { playerChanged } from './saved-searches.service';

/**
 * Saved market searches (issue 26). What the market lists a player for is his profile (availability, looking for a
 * team, games and roles, age, skill, country, verified) and whether he has an achievement: a change to either may
 * make him a new match of someone's search, so he becomes a candidate the alert task matches (durably: the outbox
 * records it with the change). A rating threshold is one more market filter: a rated player is a candidate, recorded
 * in the result's own transaction. The alert itself is a notification to the search's owner that opens the market with its filters.
 */
export function registerSavedSearchListeners(ctx: AppContext): void {
  ctx.events.onDurable('profile.updated', 'saved-searches', ({ userId }) => playerChanged(ctx, userId));
  ctx.events.onDurable('achievement.unlocked', 'saved-searches', ({ userId }) => playerChanged(ctx, userId));
  // A rating is a market filter: whoever a result rated may have come to reach a search's minimum.
  ctx.events.onInTx('ratings.changed', (tx, { userIds }) => savedSearchesRepository.recordCandidates(tx, userIds));

  ctx.events.onDurable('market.searchMatched', 'notifications', ({ searchId, ownerId, name, query, count, names }) =>
    notify(ctx, {
      recipientId: ownerId,
      sender: null,
      type: 'market_search_alert',
      params: { search: name, count, names: names.join(', '), query },
      actionUrl: query ? `/transfers?${query}` : '/transfers',
      relatedId: searchId,
    }),
  );
}
