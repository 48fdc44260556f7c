import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConnectionState,
  ConnectionUserParams,
  DiscoverQuery,
  MyConnectionsQuery,
  NetworkPage,
  SuggestionsQuery,
} from '@esn/contract';
import { currentUser } from '../../plugins/auth';
import * as connections from './connections.service';

/** Mutual connections and the network tabs (discover, my connections, suggestions). */
export default async function connectionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['network'];
  const params = ConnectionUserParams;
  const ok = { 200: ConnectionState };

  r.post('/api/connections/:userId', { ...base, schema: { tags, params, response: ok } }, async (req) =>
    connections.request(app.ctx, currentUser(req), req.params.userId),
  );

  r.post('/api/connections/:userId/accept', { ...base, schema: { tags, params, response: ok } }, async (req) =>
    connections.accept(app.ctx, currentUser(req), req.params.userId),
  );

  r.post('/api/connections/:userId/decline', { ...base, schema: { tags, params, response: ok } }, async (req) =>
    connections.decline(app.ctx, currentUser(req), req.params.userId),
  );

  r.delete('/api/connections/:userId', { ...base, schema: { tags, params, response: ok } }, async (req) =>
    connections.remove(app.ctx, currentUser(req), req.params.userId),
  );

  r.get('/api/connections/:userId/status', { ...base, schema: { tags, params, response: ok } }, async (req) =>
    connections.status(app.ctx, currentUser(req), req.params.userId),
  );

  r.get(
    '/api/connections',
    { ...base, schema: { tags, querystring: MyConnectionsQuery, response: { 200: NetworkPage } } },
    async (req) => connections.listMine(app.ctx, currentUser(req), req.query.filter, req.query.limit, req.query.cursor),
  );

  r.get(
    '/api/network/discover',
    { ...base, schema: { tags, querystring: DiscoverQuery, response: { 200: NetworkPage } } },
    async (req) => connections.discover(app.ctx, currentUser(req), req.query.q, req.query.limit, req.query.cursor),
  );

  r.get(
    '/api/network/suggestions',
    { ...base, schema: { tags, querystring: SuggestionsQuery, response: { 200: NetworkPage } } },
    async (req) => connections.suggestions(app.ctx, currentUser(req), req.query.limit, req.query.cursor),
  );
}
