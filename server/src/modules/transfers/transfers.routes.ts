import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CoachIdParams,
  CoachListQuery,
  CoachPage,
  CoachingProfile,
  CreateOfferBody,
  MarketPlayerPage,
  MarketQuery,
  MarketStatus,
  OfferListQuery,
  RespondBody,
  TRANSFER_LIMITS,
  TransferHistoryPage,
  TransferHistoryQuery,
  TransferOffer,
  TransferOfferPage,
  TransferOfferParams,
  UpdateMarketStatusBody,
  UpsertCoachingProfileBody,
} from '@esn/contract';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { sendAnswer } from '../tournaments/tournament-cache';
import * as coaching from './coaching.service';
import * as market from './market.service';
import * as offers from './offers.service';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['transfers'];
  const params = TransferOfferParams;
  const writes = { rateLimit: perPerson('write', 60) };

  r.get(
    '/api/transfers/players',
    { ...base, schema: { tags, querystring: MarketQuery, response: { 200: MarketPlayerPage } } },
    async (req, reply) => sendAnswer(req, reply, await market.searchAnswer(app.ctx, req.query)),
  );
  r.get('/api/transfers/availability', { ...base, schema: { tags, response: { 200: MarketStatus } } }, async (req) =>
    market.myStatus(app.ctx, currentUser(req)),
  );
  r.put(
    '/api/transfers/availability',
    { ...base, config: writes, schema: { tags, body: UpdateMarketStatusBody, response: { 200: MarketStatus } } },
    async (req) => market.updateStatus(app.ctx, currentUser(req), req.body),
  );

  r.post(
    '/api/transfers/offers',
    {
      ...base,
      config: { rateLimit: perPerson('offer', TRANSFER_LIMITS.offersPerMinute) },
      schema: { tags, body: CreateOfferBody, response: { 201: TransferOffer } },
    },
    async (req, reply) => reply.code(201).send(await offers.createOffer(app.ctx, currentUser(req), req.body)),
  );
  r.get(
    '/api/transfers/offers',
    { ...base, schema: { tags, querystring: OfferListQuery, response: { 200: TransferOfferPage } } },
    async (req) => offers.listOffers(app.ctx, currentUser(req), req.query),
  );
  // Spec §7, exactly: the offer, and the recipient's answer `{ action: 'accept' | 'reject' }`.
  r.get(
    '/api/transfers/offer/:offerId',
    { ...base, schema: { tags, params, response: { 200: TransferOffer } } },
    async (req) => offers.getOffer(app.ctx, currentUser(req), req.params.offerId),
  );
  r.post(
    '/api/transfers/offer/:offerId/respond',
    { ...base, config: writes, schema: { tags, params, body: RespondBody, response: { 200: TransferOffer } } },
    async (req) => offers.respond(app.ctx, currentUser(req), req.params.offerId, req.body.action),
  );
  r.post(
    '/api/transfers/offer/:offerId/withdraw',
    { ...base, config: writes, schema: { tags, params, response: { 200: TransferOffer } } },
    async (req) => offers.withdraw(app.ctx, currentUser(req), req.params.offerId),
  );

  r.get(
    '/api/transfers/history',
    { ...base, schema: { tags, querystring: TransferHistoryQuery, response: { 200: TransferHistoryPage } } },
    async (req) => market.history(app.ctx, req.query),
  );

  r.get(
    '/api/transfers/coaches',
    { ...base, schema: { tags, querystring: CoachListQuery, response: { 200: CoachPage } } },
    async (req) => {
      const { limit, cursor, ...filters } = req.query;
      return coaching.listCoaches(app.ctx, filters, limit, cursor);
    },
  );
  r.get(
    '/api/transfers/coaches/:userId',
    { ...base, schema: { tags, params: CoachIdParams, response: { 200: CoachingProfile } } },
    async (req) => coaching.getCoach(app.ctx, req.params.userId),
  );
  r.put(
    '/api/transfers/coaching-profile',
    { ...base, config: writes, schema: { tags, body: UpsertCoachingProfileBody, response: { 200: CoachingProfile } } },
    async (req) => coaching.upsertMine(app.ctx, currentUser(req), req.body),
  );
}
