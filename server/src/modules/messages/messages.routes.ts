import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Conversation,
  ConversationIdParams,
  ConversationListQuery,
  ConversationPage,
  MESSAGE_LIMITS,
  Message,
  MessagePage,
  MessageSettings,
  MessageSettingsBody,
  SendMessageBody,
  StartConversationBody,
  TeamConversationBody,
  ThreadQuery,
  UnreadCount,
} from '@esn/contract';
import { AppError } from '../../lib/errors';
import { sendJson } from '../../lib/json-reply';
import { currentUser } from '../../plugins/auth';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.requireUser };
  const tags = ['messages'];
  const params = ConversationIdParams;

  r.get(
    '/api/messages/unread-count',
    { ...base, schema: { tags, response: { 200: UnreadCount } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
      // Polled by every open tab: a number needs no schema pass to become JSON.
      return sendJson(reply, `{"count":${await messages.unreadCount(app.ctx, currentUser(req))}}`);
    },
  );

  r.get(
    '/api/messages/conversations',
    { ...base, schema: { tags, querystring: ConversationListQuery, response: { 200: ConversationPage } } },
    async (req, reply) => {
      const page = await messages.listConversations(app.ctx, currentUser(req), req.query);
      // First pages come as JSON made (and checked against the schema) when they were kept.
      return 'json' in page ? sendJson(reply, page.json) : page;
    },
  );

  r.post(
    '/api/messages/conversations',
    {
      ...base,
      config: { rateLimit: perPerson('start', 60) },
      schema: { tags, body: StartConversationBody, response: { 200: Conversation, 201: Conversation } },
    },
    async (req, reply) => {
      const { conversation, created } = await messages.startConversation(app.ctx, currentUser(req), req.body.userId);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  r.post(
    '/api/messages/conversations/team',
    { ...base, schema: { tags, body: TeamConversationBody, response: { 200: Conversation } } },
    async (req) => messages.teamConversation(app.ctx, currentUser(req), req.body.teamId),
  );

  r.get(
    '/api/messages/conversations/:id',
    { ...base, schema: { tags, params, response: { 200: Conversation } } },
    async (req) => messages.getConversation(app.ctx, currentUser(req), req.params.id),
  );

  r.get(
    '/api/messages/conversations/:id/messages',
    { ...base, schema: { tags, params, querystring: ThreadQuery, response: { 200: MessagePage } } },
    async (req, reply) => {
      const page = await messages.thread(app.ctx, currentUser(req), req.params.id, req.query);
      return 'json' in page ? sendJson(reply, page.json) : page;
    },
  );

  r.post(
    '/api/messages/conversations/:id/messages',
    {
      ...base,
      config: { rateLimit: perPerson('send', MESSAGE_LIMITS.perMinute) },
      schema: { tags, params, body: SendMessageBody, response: { 201: Message } },
    },
    async (req, reply) => reply.code(201).send(await messages.send(app.ctx, currentUser(req), req.params.id, req.body)),
  );

  r.post(
    '/api/messages/conversations/:id/read',
    { ...base, schema: { tags, params, response: { 200: UnreadCount } } },
    async (req) => messages.markRead(app.ctx, currentUser(req), req.params.id),
  );

  r.post(
    '/api/messages/conversations/:id/typing',
    { ...base, config: { rateLimit: perPerson('typing', 60) }, schema: { tags, params, response: { 204: z.null() } } },
    async (req, reply) => {
      await messages.typing(app.ctx, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get('/api/me/message-settings', { ...base, schema: { tags, response: { 200: MessageSettings } } }, async (req) =>
    messages.getSettings(app.ctx, currentUser(req)),
  );
  r.patch(
    '/api/me/message-settings',
    { ...base, schema: { tags, body: MessageSettingsBody, response: { 200: MessageSettings } } },
    async (req) => messages.updateSettings(app.ctx, currentUser(req), req.body),
  );
}
