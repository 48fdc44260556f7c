import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_LIMITS } from '@esn/contract';
import { messagesEndpoints } from '@esn/contract/messages/endpoints';
import { AppError } from '../../lib/errors';
import { sendJson } from '../../lib/json-reply';
import { currentUser, registerEndpoints } from '../../lib/endpoints';
import * as messages from './messages.service';

/** Per person (many people share an address at a LAN party), counted after the session check. */
const perPerson = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `messages:${name}:${currentUser(req).id}`,
  errorResponseBuilder: () => new AppError(429, name === 'send' ? 'message_rate_limited' : 'rate_limited'),
});

/** Direct messages and team conversations (issue 15). A conversation one is not in answers 404. */
export default async function messagesRoutes(app: FastifyInstance) {
  registerEndpoints(app, messagesEndpoints, {
    getUnreadMessageCount: async (req, reply) => {
      reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
      // Polled by every open tab: a number needs no schema pass to become JSON.
      return sendJson(reply, `{"count":${await messages.unreadCount(app.ctx, currentUser(req))}}`);
    },
    listConversations: async (req, reply) => {
      const page = await messages.listConversations(app.ctx, currentUser(req), req.query);
      // First pages come as JSON made (and checked against the schema) when they were kept.
      return 'json' in page ? sendJson(reply, page.json) : page;
    },
    startConversation: {
      options: { config: { rateLimit: perPerson('start', 60) } },
      handler: async (req, reply) => {
        const { conversation, created } = await messages.startConversation(app.ctx, currentUser(req), req.body.userId);
        return reply.code(created ? 201 : 200).send(conversation);
      },
    },
    openTeamConversation: (req) => messages.teamConversation(app.ctx, currentUser(req), req.body.teamId),
    getConversation: (req) => messages.getConversation(app.ctx, currentUser(req), req.params.id),
    listMessages: async (req, reply) => {
      const page = await messages.thread(app.ctx, currentUser(req), req.params.id, req.query);
      return 'json' in page ? sendJson(reply, page.json) : page;
    },
    sendMessage: {
      options: { config: { rateLimit: perPerson('send', MESSAGE_LIMITS.perMinute) } },
      handler: async (req, reply) =>
        reply.code(201).send(await messages.send(app.ctx, currentUser(req), req.params.id, req.body)),
    },
    markConversationRead: (req) => messages.markRead(app.ctx, currentUser(req), req.params.id),
    sendTyping: {
      options: { config: { rateLimit: perPerson('typing', 60) } },
      handler: async (req, reply) => {
        await messages.typing(app.ctx, currentUser(req), req.params.id);
        return reply.code(204).send();
      },
    },
    getMatchLobby: (req) => messages.matchLobby(app.ctx, currentUser(req), req.params.id),
    getMessageSettings: (req) => messages.getSettings(app.ctx, currentUser(req)),
    updateMessageSettings: (req) => messages.updateSettings(app.ctx, currentUser(req), req.body),
  });
}
