import type { FastifyInstance } from 'fastify';
import { connectionsEndpoints } from '@esn/contract/connections/endpoints';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as connections from './connections.service';

/** Mutual connections and the network tabs (discover, my connections, suggestions). */
export default async function connectionsRoutes(app: FastifyInstance) {
  registerEndpoints(app, connectionsEndpoints, {
    requestConnection: (req) => connections.request(app.ctx, currentUser(req), req.params.userId),
    acceptConnection: (req) => connections.accept(app.ctx, currentUser(req), req.params.userId),
    declineConnection: (req) => connections.decline(app.ctx, currentUser(req), req.params.userId),
    withdrawConnectionRequest: (req) => connections.withdraw(app.ctx, currentUser(req), req.params.userId),
    removeConnection: (req) => connections.remove(app.ctx, currentUser(req), req.params.userId),
    getConnectionStatus: (req) => connections.status(app.ctx, currentUser(req), req.params.userId),
    listMyConnections: (req) =>
      connections.listMine(app.ctx, currentUser(req), req.query.filter, req.query.limit, req.query.cursor),
    discoverPeople: (req) =>
      connections.discover(app.ctx, currentUser(req), req.query.q, req.query.limit, req.query.cursor),
    listConnectionSuggestions: (req) =>
      connections.suggestions(app.ctx, currentUser(req), req.query.limit, req.query.cursor),
  });
}
