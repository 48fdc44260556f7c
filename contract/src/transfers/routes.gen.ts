// Generated from ./endpoints.ts by `npm run endpoints -w server`: do not edit. The browser imports this module,
// not the table, so that calling the API loads no zod (the types come from the table, erased at build).
import { route } from '../endpoint';
import type { transfersEndpoints as E } from './endpoints';

export const transfersApi = {
  searchMarketPlayers: route<(typeof E)['searchMarketPlayers']>(
    'searchMarketPlayers',
    'GET',
    '/api/transfers/players',
    'user',
  ),
  getMyMarketStatus: route<(typeof E)['getMyMarketStatus']>(
    'getMyMarketStatus',
    'GET',
    '/api/transfers/availability',
    'user',
  ),
  updateMyMarketStatus: route<(typeof E)['updateMyMarketStatus']>(
    'updateMyMarketStatus',
    'PUT',
    '/api/transfers/availability',
    'user',
  ),
  createTransferOffer: route<(typeof E)['createTransferOffer']>(
    'createTransferOffer',
    'POST',
    '/api/transfers/offers',
    'user',
  ),
  listTransferOffers: route<(typeof E)['listTransferOffers']>(
    'listTransferOffers',
    'GET',
    '/api/transfers/offers',
    'user',
  ),
  getTransferOffer: route<(typeof E)['getTransferOffer']>(
    'getTransferOffer',
    'GET',
    '/api/transfers/offer/:offerId',
    'user',
  ),
  respondToTransferOffer: route<(typeof E)['respondToTransferOffer']>(
    'respondToTransferOffer',
    'POST',
    '/api/transfers/offer/:offerId/respond',
    'user',
  ),
  withdrawTransferOffer: route<(typeof E)['withdrawTransferOffer']>(
    'withdrawTransferOffer',
    'POST',
    '/api/transfers/offer/:offerId/withdraw',
    'user',
  ),
  listTransferHistory: route<(typeof E)['listTransferHistory']>(
    'listTransferHistory',
    'GET',
    '/api/transfers/history',
    'user',
  ),
  listCoaches: route<(typeof E)['listCoaches']>('listCoaches', 'GET', '/api/transfers/coaches', 'user'),
  getCoach: route<(typeof E)['getCoach']>('getCoach', 'GET', '/api/transfers/coaches/:userId', 'user'),
  upsertMyCoachingProfile: route<(typeof E)['upsertMyCoachingProfile']>(
    'upsertMyCoachingProfile',
    'PUT',
    '/api/transfers/coaching-profile',
    'user',
  ),
  listSavedSearches: route<(typeof E)['listSavedSearches']>(
    'listSavedSearches',
    'GET',
    '/api/transfers/saved-searches',
    'user',
  ),
  createSavedSearch: route<(typeof E)['createSavedSearch']>(
    'createSavedSearch',
    'POST',
    '/api/transfers/saved-searches',
    'user',
  ),
  updateSavedSearch: route<(typeof E)['updateSavedSearch']>(
    'updateSavedSearch',
    'PATCH',
    '/api/transfers/saved-searches/:searchId',
    'user',
  ),
  deleteSavedSearch: route<(typeof E)['deleteSavedSearch']>(
    'deleteSavedSearch',
    'DELETE',
    '/api/transfers/saved-searches/:searchId',
    'user',
  ),
};
