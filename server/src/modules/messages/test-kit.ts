import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Conversation, ConversationPage, Message, MessagePage } from '@esn/contract';
import { onboardedUser, type TestApp } from '../../../test/helper';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type Person = Awaited<ReturnType<typeof onboardedUser>>;

/** Calls as a signed-in person (or nobody), in English, and the common steps of the messages tests. */
export function messagesClient(t: TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const person = () => onboardedUser(t.app, 'player');

  async function start(from: Person, to: Person): Promise<Conversation> {
    const res = await call('POST', '/api/messages/conversations', from.cookie, { userId: to.user.id });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json<Conversation>();
  }

  async function send(from: Person, conversationId: string, text: string): Promise<Message> {
    const res = await call('POST', `/api/messages/conversations/${conversationId}/messages`, from.cookie, { text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Message>();
  }

  async function unread(p: Person): Promise<number> {
    await t.app.ctx.events.settled();
    const res = await call('GET', '/api/messages/unread-count', p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  }

  async function list(p: Person, query = ''): Promise<ConversationPage> {
    await t.app.ctx.events.settled();
    const res = await call('GET', `/api/messages/conversations${query}`, p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConversationPage>();
  }

  async function thread(p: Person, conversationId: string, query = ''): Promise<MessagePage> {
    const res = await call('GET', `/api/messages/conversations/${conversationId}/messages${query}`, p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MessagePage>();
  }

  return { call, person, start, send, unread, list, thread };
}
