import type { RealtimeBinder } from '../../app/socket';
import { transfersApi } from '@esn/contract/transfers/routes.gen';
import { queryFilter } from '../../shared/api';

/**
 * `offer-changed` (contract/src/realtime.ts): an offer of the reader's changed (new, answered, closed) or someone left
 * his team: the offer lists, the market and the history on screen read again. The rosters a move changes hear of it as
 * `team-changed` (teams/realtime.ts).
 */
export const bindTransferEvents: RealtimeBinder = (socket, { queryClient }) => {
  socket.on('offer-changed', () => void queryClient.invalidateQueries(queryFilter(transfersApi.listTransferOffers)));
};
