import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRANSFER_LIMITS } from '@esn/contract';
import { transfersEndpoints } from '@esn/contract/transfers/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import * as coaching from './coaching.service';
import { sendMarketAnswer } from './market-cache';
import * as market from './market.service';
import * as offers from './offers.service';
import * as savedSearches from './saved-searches.service';

/** Writes are limited per person (not per address: many share one at a LAN party), counted after the session check. */
const perPerson = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `transfers:${name}:${currentUser(req).id}`,
  errorResponseBuilder: () => new AppError(429, name === 'offer' ? 'transfer_rate_limited' : 'rate_limited'),
});

/** Transfer market: players, offers (spec §7's two calls among them), the history feed and coaching profiles. */
export default async function transfersRoutes(app: FastifyInstance) {
  const writes = { config: { rateLimit: perPerson('write', 60) } };
  const offerLimit = { config: { rateLimit: perPerson('offer', TRANSFER_LIMITS.offersPerMinute) } };

  registerEndpoints(app, transfersEndpoints, {
    searchMarketPlayers: async (req, reply) =>
      sendMarketAnswer(req, reply, await market.searchAnswer(app.ctx, req.query)),
    getMyMarketStatus: (req) => market.myStatus(app.ctx, currentUser(req)),
    updateMyMarketStatus: {
      options: writes,
      handler: (req) => market.updateStatus(app.ctx, currentUser(req), req.body),
    },
    createTransferOffer: {
      options: offerLimit,
      handler: async (req, reply) =>
        reply.code(201).send(await offers.createOffer(app.ctx, currentUser(req), req.body)),
    },
    listTransferOffers: (req) => offers.listOffers(app.ctx, currentUser(req), req.query),
    getTransferOffer: (req) => offers.getOffer(app.ctx, currentUser(req), req.params.offerId),
    respondToTransferOffer: {
      options: writes,
      handler: (req) => offers.respond(app.ctx, currentUser(req), req.params.offerId, req.body.action),
    },
    withdrawTransferOffer: {
      options: writes,
      handler: (req) => offers.withdraw(app.ctx, currentUser(req), req.params.offerId),
    },
    listTransferHistory: (req) => market.history(app.ctx, req.query),
    listCoaches: (req) => {
      const { limit, cursor, ...filters } = req.query;
      return coaching.listCoaches(app.ctx, filters, limit, cursor);
    },
    getCoach: (req) => coaching.getCoach(app.ctx, req.params.userId),
    upsertMyCoachingProfile: {
      options: writes,
      handler: (req) => coaching.upsertMine(app.ctx, currentUser(req), req.body),
    },
    listSavedSearches: (req) => savedSearches.listMine(app.ctx, currentUser(req)),
    createSavedSearch: {
      options: writes,
      handler: async (req, reply) =>
        reply.code(201).send(await savedSearches.create(app.ctx, currentUser(req), req.body)),
    },
    updateSavedSearch: {
      options: writes,
      handler: (req) => savedSearches.update(app.ctx, currentUser(req), req.params.searchId, req.body),
    },
    deleteSavedSearch: {
      options: writes,
      handler: async (req, reply) => {
        await savedSearches.remove(app.ctx, currentUser(req), req.params.searchId);
        return reply.code(204).send();
      },
    },
  });
}
