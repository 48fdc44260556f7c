import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGE_LIMITS, type Conversation, type ErrorBody, type Message } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { teamsClient } from '../teams/test-kit';
import { storageFor } from '../uploads/storage';
import { fixtures, uploaded } from '../uploads/test-fixtures';
import { sweepOrphanUploads } from '../uploads/uploads.service';
import { messagesClient } from './test-kit';

let t: TestApp;
let m: ReturnType<typeof messagesClient>;
/** Waits until this machine's clock is past `iso`, so that the next row's timestamp is later than that one's. */
const clockPast = (iso: string) =>
  vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(iso)), { interval: 1 });

beforeAll(async () => {
  t = await createTestApp();
  m = messagesClient(t);
});
afterAll(async () => {
  await t?.close();
});

const url = (id: string, rest = '') => `/api/messages/conversations/${id}${rest}`;

describe('who may read and write', () => {
  it('asks for a session everywhere', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(a, b);
    for (const [method, path] of [
      ['GET', '/api/messages/unread-count'],
      ['GET', '/api/messages/conversations'],
      ['POST', '/api/messages/conversations'],
      ['POST', '/api/messages/conversations/team'],
      ['GET', url(c.id)],
      ['GET', url(c.id, '/messages')],
      ['POST', url(c.id, '/messages')],
      ['POST', url(c.id, '/read')],
      ['POST', url(c.id, '/typing')],
      ['GET', '/api/me/message-settings'],
      ['PATCH', '/api/me/message-settings'],
    ] as const) {
      expect(
        (await m.call(method, path, undefined, method === 'GET' ? undefined : {})).statusCode,
        `${method} ${path}`,
      ).toBe(401);
    }
  });

  it('starts a conversation once per pair: 201, then the same one with 200 from either side', async () => {
    const a = await m.person();
    const b = await m.person();
    const first = await m.call('POST', '/api/messages/conversations', a.cookie, { userId: b.user.id });
    expect(first.statusCode, first.body).toBe(201);
    const c = first.json<Conversation>();
    expect(c).toMatchObject({
      kind: 'direct',
      team: null,
      participantCount: 2,
      lastMessage: null,
      unreadCount: 0,
      canSend: true,
    });
    expect(c.other).toMatchObject({ id: b.user.id, nickname: b.user.nickname });
    expect(c.other).not.toHaveProperty('email');
    const again = await m.call('POST', '/api/messages/conversations', a.cookie, { userId: b.user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(c.id);
    const back = await m.call('POST', '/api/messages/conversations', b.cookie, { userId: a.user.id });
    expect(back.statusCode).toBe(200);
    expect(back.json<Conversation>()).toMatchObject({ id: c.id, other: { id: a.user.id } });
  });

  it('refuses oneself (400) and unknown people (404)', async () => {
    const a = await m.person();
    const self = await m.call('POST', '/api/messages/conversations', a.cookie, { userId: a.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json<ErrorBody>()).toMatchObject({
      code: 'cannot_message_self',
      message: 'You cannot message yourself.',
    });
    expect(
      (
        await m.call('POST', '/api/messages/conversations', a.cookie, {
          userId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await m.call('POST', '/api/messages/conversations', a.cookie, { userId: 'nope' })).statusCode).toBe(404);
  });

  it('answers 404 conversation_not_found to anyone outside it, for every call', async () => {
    const a = await m.person();
    const b = await m.person();
    const outsider = await m.person();
    const c = await m.start(a, b);
    await m.send(a, c.id, 'secret');
    for (const [method, path, body] of [
      ['GET', url(c.id), undefined],
      ['GET', url(c.id, '/messages'), undefined],
      ['POST', url(c.id, '/messages'), { text: 'hi' }],
      ['POST', url(c.id, '/read'), undefined],
      ['POST', url(c.id, '/typing'), undefined],
    ] as const) {
      const res = await m.call(method, path, outsider.cookie, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json<ErrorBody>()).toMatchObject({
        code: 'conversation_not_found',
        message: 'Conversation not found.',
      });
    }
    expect((await m.call('GET', url('not-a-uuid'), a.cookie)).statusCode).toBe(404);
    expect((await m.call('GET', url('00000000-0000-4000-8000-000000000000', '/messages'), a.cookie)).statusCode).toBe(
      404,
    );
    expect((await m.list(outsider)).items).toEqual([]);
  });

  it('validates what is sent: empty, too long, unknown fields, too many images (400, in the reader’s language)', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(a, b);
    const post = (payload: unknown, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: url(c.id, '/messages'),
        headers: { cookie: a.cookie, 'accept-language': lang },
        payload: payload as object,
      });
    const empty = await post({ text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().issues).toEqual([
      expect.objectContaining({ path: 'text', message: 'Write a message or attach an image.' }),
    ]);
    expect((await post({}, 'tr')).json<ErrorBody>().issues?.[0]?.message).toBe('Bir mesaj yaz ya da bir görsel ekle.');
    expect((await post({ text: '', uploadIds: [] })).statusCode).toBe(400);
    const long = await post({ text: 'x'.repeat(MESSAGE_LIMITS.textMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().issues?.[0]?.message).toBe(`Must be at most ${MESSAGE_LIMITS.textMax} characters.`);
    expect((await post({ text: 'x'.repeat(MESSAGE_LIMITS.textMax) })).statusCode).toBe(201);
    expect((await post({ text: 'hi', extra: 1 })).statusCode).toBe(400);
    expect((await post({ uploadIds: ['a', 'b', 'c', 'd', 'e'] })).statusCode).toBe(400);
    expect((await m.call('GET', url(c.id, '/messages?limit=0'), a.cookie)).statusCode).toBe(400);
    expect((await m.call('GET', url(c.id, '/messages?before=garbage'), a.cookie)).statusCode).toBe(400);
    expect((await m.call('GET', '/api/messages/conversations?cursor=garbage', a.cookie)).statusCode).toBe(400);
    expect((await m.call('POST', '/api/messages/conversations', a.cookie, {})).statusCode).toBe(400);
    expect((await m.call('PATCH', '/api/me/message-settings', a.cookie, { connectionsOnly: 'yes' })).statusCode).toBe(
      400,
    );
    expect(await m.thread(a, c.id)).toMatchObject({ items: [{ text: 'x'.repeat(MESSAGE_LIMITS.textMax) }] });
  });

  it('after a block either way: no new conversation, the old one readable with canSend false, sending refused both ways', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(a, b);
    await m.send(b, c.id, 'before the block');
    expect((await m.call('POST', `/api/users/${b.user.id}/block`, a.cookie)).statusCode).toBe(200);
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const conv = await m.call('GET', url(c.id), me.cookie);
      expect(conv.statusCode).toBe(200);
      expect(conv.json<Conversation>().canSend).toBe(false);
      expect((await m.thread(me, c.id)).items.map((x) => x.text)).toEqual(['before the block']);
      const refused = await m.call('POST', url(c.id, '/messages'), me.cookie, { text: 'hello?' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('blocked');
      // The existing conversation is still answered (readable); a new pair is refused.
      expect(
        (await m.call('POST', '/api/messages/conversations', me.cookie, { userId: other.user.id })).statusCode,
      ).toBe(200);
    }
    expect((await m.list(a)).items[0]).toMatchObject({ id: c.id, canSend: false });
    const d = await m.person();
    expect((await m.call('POST', `/api/users/${a.user.id}/block`, d.cookie)).statusCode).toBe(200);
    const fresh = await m.call('POST', '/api/messages/conversations', a.cookie, { userId: d.user.id });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json<ErrorBody>().code).toBe('blocked');
    // Unblocking gives the conversation back.
    await m.call('DELETE', `/api/users/${b.user.id}/block`, a.cookie);
    expect((await m.call('POST', url(c.id, '/messages'), b.cookie, { text: 'again' })).statusCode).toBe(201);
  });

  it('connections only: accepted connections may write; others may not start or send, unless the person wrote to them first', async () => {
    const x = await m.person();
    const friend = await m.person();
    const stranger = await m.person();
    const pending = await m.person();
    expect((await m.call('GET', '/api/me/message-settings', x.cookie)).json()).toEqual({ connectionsOnly: false });
    // A conversation the stranger started before the setting changed.
    const old = await m.start(stranger, x);
    const set = await m.call('PATCH', '/api/me/message-settings', x.cookie, { connectionsOnly: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ connectionsOnly: true });
    expect((await m.call('GET', '/api/me/message-settings', x.cookie)).json()).toEqual({ connectionsOnly: true });

    await m.call('POST', `/api/connections/${x.user.id}`, friend.cookie);
    await m.call('POST', `/api/connections/${friend.user.id}/accept`, x.cookie);
    await m.call('POST', `/api/connections/${x.user.id}`, pending.cookie); // a request, not a connection

    const byFriend = await m.call('POST', '/api/messages/conversations', friend.cookie, { userId: x.user.id });
    expect(byFriend.statusCode).toBe(201);
    expect(byFriend.json<Conversation>().canSend).toBe(true);
    await m.send(friend, byFriend.json<Conversation>().id, 'hi, friend here');

    for (const p of [stranger, pending]) {
      const res = await m.call('POST', '/api/messages/conversations', p.cookie, { userId: x.user.id });
      if (p === stranger)
        expect(res.statusCode).toBe(200); // the old conversation, readable
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json<ErrorBody>()).toMatchObject({
          code: 'messages_connections_only',
          message: 'This person accepts messages only from their connections.',
        });
      }
    }
    expect((await m.call('GET', url(old.id), stranger.cookie)).json<Conversation>().canSend).toBe(false);
    const refused = await m.call('POST', url(old.id, '/messages'), stranger.cookie, { text: 'hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('messages_connections_only');

    // X himself may write to anyone; once he has, the other may answer him.
    expect((await m.call('GET', url(old.id), x.cookie)).json<Conversation>().canSend).toBe(true);
    await m.send(x, old.id, 'what is it?');
    expect((await m.call('GET', url(old.id), stranger.cookie)).json<Conversation>().canSend).toBe(true);
    await m.send(stranger, old.id, 'thanks for answering');
    const toPending = await m.call('POST', '/api/messages/conversations', x.cookie, { userId: pending.user.id });
    expect(toPending.statusCode).toBe(201);
    // The setting is his own: it does not stop him from being written to by X's correspondents when off again.
    await m.call('PATCH', '/api/me/message-settings', x.cookie, { connectionsOnly: false });
    expect(
      (await m.call('POST', '/api/messages/conversations', pending.cookie, { userId: x.user.id })).statusCode,
    ).toBe(200);
  });

  it('limits sends per person per minute (429, its own message)', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(a, b);
    for (let i = 0; i < MESSAGE_LIMITS.perMinute; i++) await m.send(a, c.id, `m${i}`);
    const over = await m.call('POST', url(c.id, '/messages'), a.cookie, { text: 'one too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorBody>()).toMatchObject({ code: 'message_rate_limited' });
    // Others are not affected.
    await m.send(b, c.id, 'still fine');
  });
});

describe('unread counts', () => {
  it('are exact across several conversations, read and unread, and the list shows each one’s', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.person();
    expect(await m.unread(a)).toBe(0);
    const ab = await m.start(b, a);
    const ac = await m.start(c, a);
    await m.send(b, ab.id, 'b1');
    await m.send(b, ab.id, 'b2');
    for (const text of ['c1', 'c2', 'c3']) await m.send(c, ac.id, text);
    expect(await m.unread(a)).toBe(5);
    // His own messages never count for him; answering in a conversation reads it.
    await m.send(a, ab.id, 'a1');
    expect(await m.unread(a)).toBe(3);
    expect(await m.unread(b)).toBe(1);
    await m.send(b, ab.id, 'b3');
    await m.send(b, ab.id, 'b4');
    expect(await m.unread(a)).toBe(5);
    expect(await m.unread(b)).toBe(0);
    const byId = new Map((await m.list(a)).items.map((x) => [x.id, x]));
    expect(byId.get(ab.id)?.unreadCount).toBe(2);
    expect(byId.get(ac.id)?.unreadCount).toBe(3);
    expect(byId.get(ac.id)?.othersReadAt).not.toBeNull(); // C read up to his own last message

    const read = await m.call('POST', url(ab.id, '/read'), a.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ count: 3 });
    expect(await m.unread(a)).toBe(3);
    const fromB = (await m.call('GET', url(ab.id), b.cookie)).json<Conversation>();
    expect(fromB.othersReadAt).toBe((await m.thread(a, ab.id)).items.at(-1)!.createdAt);
    expect((await m.list(a)).items.find((x) => x.id === ab.id)?.unreadCount).toBe(0);

    await m.send(c, ac.id, 'c4');
    await m.send(b, ab.id, 'b5');
    expect(await m.unread(a)).toBe(5);
    expect((await m.call('POST', url(ac.id, '/read'), a.cookie)).json()).toEqual({ count: 1 });
    expect((await m.call('POST', url(ab.id, '/read'), a.cookie)).json()).toEqual({ count: 0 });
    expect((await m.call('POST', url(ab.id, '/read'), a.cookie)).json()).toEqual({ count: 0 }); // idempotent
    expect(await m.unread(b)).toBe(0);
    expect(await m.unread(c)).toBe(0);
    const res = await m.call('GET', '/api/messages/unread-count', a.cookie);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['pragma']).toBe('no-cache');
  });
});

describe('pages', () => {
  it('a thread: oldest first within a page, nextCursor walking back to the start', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(a, b);
    const sent: Message[] = [];
    for (let i = 1; i <= 7; i++) {
      sent.push(await m.send(i % 2 ? a : b, c.id, `m${i}`));
      await clockPast(sent.at(-1)!.createdAt);
    }
    const first = await m.thread(b, c.id, '?limit=3');
    expect(first.items.map((x) => x.text)).toEqual(['m5', 'm6', 'm7']);
    const second = await m.thread(b, c.id, `?limit=3&before=${first.nextCursor}`);
    expect(second.items.map((x) => x.text)).toEqual(['m2', 'm3', 'm4']);
    const third = await m.thread(b, c.id, `?limit=3&before=${second.nextCursor}`);
    expect(third.items.map((x) => x.text)).toEqual(['m1']);
    expect(third.nextCursor).toBeNull();
    expect(first.items[2]).toEqual(sent[6]);
    // The newest page (kept in memory) follows a new message, for both of them; outsiders still get 404.
    expect((await m.thread(a, c.id)).items.map((x) => x.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    await m.send(b, c.id, 'm8');
    for (const p of [a, b]) expect((await m.thread(p, c.id)).items.at(-1)?.text).toBe('m8');
    expect((await m.call('GET', url(c.id, '/messages'), (await m.person()).cookie)).statusCode).toBe(404);
    expect(first.items[2]!.sender).toMatchObject({ id: a.user.id, nickname: a.user.nickname });
  });

  it('the list: newest activity first, moving up on a new message, in keyset pages, searchable by name', async () => {
    const me = await m.person();
    const people = [await m.person(), await m.person(), await m.person()];
    const convs: Conversation[] = [];
    for (const p of people) {
      convs.push(await m.start(me, p));
      await clockPast(convs.at(-1)!.updatedAt);
    }
    expect((await m.list(me)).items.map((x) => x.id)).toEqual([convs[2]!.id, convs[1]!.id, convs[0]!.id]);
    await m.send(people[0]!, convs[0]!.id, 'bump');
    const all = await m.list(me);
    expect(all.items.map((x) => x.id)).toEqual([convs[0]!.id, convs[2]!.id, convs[1]!.id]);
    expect(all.items[0]).toMatchObject({
      lastMessage: { text: 'bump', sender: { id: people[0]!.user.id } },
      unreadCount: 1,
    });
    expect(all.items[0]!.updatedAt).toBe(all.items[0]!.lastMessage!.createdAt);

    const page1 = await m.list(me, '?limit=2');
    expect(page1.items.map((x) => x.id)).toEqual([convs[0]!.id, convs[2]!.id]);
    const page2 = await m.list(me, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((x) => x.id)).toEqual([convs[1]!.id]);
    expect(page2.nextCursor).toBeNull();

    const nick = people[1]!.user.nickname;
    expect((await m.list(me, `?q=${encodeURIComponent(nick.slice(2).toUpperCase())}`)).items.map((x) => x.id)).toEqual([
      convs[1]!.id,
    ]);
    expect((await m.list(me, '?q=zz_nobody%25')).items).toEqual([]);
  });
});

describe('team conversations follow the roster', () => {
  it('members only; joiners take part, leavers and removed members lose it (404)', async () => {
    const teams = teamsClient(t);
    const f = await teams.teamOf();
    const player = await m.person();
    const later = await m.person();
    const outsider = await m.person();
    await teams.addMember(f, player);

    const refused = await m.call('POST', '/api/messages/conversations/team', outsider.cookie, { teamId: f.team.id });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await m.call('POST', '/api/messages/conversations/team', outsider.cookie, {
          teamId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);

    const res = await m.call('POST', '/api/messages/conversations/team', player.cookie, { teamId: f.team.id });
    expect(res.statusCode, res.body).toBe(200);
    const conv = res.json<Conversation>();
    expect(conv).toMatchObject({
      kind: 'team',
      other: null,
      team: { id: f.team.id, slug: f.team.slug, name: f.team.name },
      participantCount: 2,
      canSend: true,
    });
    expect(
      (
        await m.call('POST', '/api/messages/conversations/team', f.owner.cookie, { teamId: f.team.id })
      ).json<Conversation>().id,
    ).toBe(conv.id);

    await m.send(player, conv.id, 'gg team');
    expect(await m.unread(f.owner as never)).toBe(1);
    expect((await m.call('GET', url(conv.id), outsider.cookie)).statusCode).toBe(404);

    await teams.addMember(f, later);
    await t.app.ctx.events.settled();
    expect(await m.unread(later)).toBe(0); // nothing from before he joined counts
    expect((await m.list(later)).items.map((x) => x.id)).toEqual([conv.id]);
    expect((await m.thread(later, conv.id)).items.map((x) => x.text)).toEqual(['gg team']);
    await m.send(f.owner as never, conv.id, 'welcome');
    expect(await m.unread(later)).toBe(1);
    expect(await m.unread(player)).toBe(1);
    expect((await m.call('GET', url(conv.id), player.cookie)).json<Conversation>().participantCount).toBe(3);

    // Leaving: 404 at once, out of the list, and his count no longer includes it.
    expect(
      (await m.call('DELETE', `/api/teams/${f.team.id}/members/${player.user.id}`, player.cookie)).statusCode,
    ).toBe(204);
    expect((await m.call('GET', url(conv.id, '/messages'), player.cookie)).statusCode).toBe(404);
    expect(await m.unread(player)).toBe(0);
    expect((await m.list(player)).items).toEqual([]);
    expect((await m.call('POST', url(conv.id, '/messages'), player.cookie, { text: 'still here?' })).statusCode).toBe(
      404,
    );

    // Removed by the owner: the same.
    expect(
      (await m.call('DELETE', `/api/teams/${f.team.id}/members/${later.user.id}`, f.owner.cookie)).statusCode,
    ).toBe(204);
    await t.app.ctx.events.settled();
    expect((await m.call('GET', url(conv.id), later.cookie)).statusCode).toBe(404);
    expect(await m.unread(later)).toBe(0);
    expect((await m.call('GET', url(conv.id), f.owner.cookie)).json<Conversation>().participantCount).toBe(1);

    // Coming back: a participant again.
    await teams.addMember(f, player);
    await t.app.ctx.events.settled();
    expect((await m.call('GET', url(conv.id), player.cookie)).statusCode).toBe(200);
  });
});

describe('images', () => {
  it('are the sender’s own public image uploads, each used once, and the orphan sweep keeps them', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(a, b);
    const img = await uploaded(t.app, a.cookie, fixtures.png(), 'p.png');
    const sent = await m.call('POST', url(c.id, '/messages'), a.cookie, { uploadIds: [img.id], clientId: 'tmp-1' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<Message>()).toMatchObject({
      text: '',
      clientId: 'tmp-1',
      media: [{ url: img.url, kind: 'image', mime: 'image/png', size: img.size }],
    });
    expect((await m.thread(b, c.id)).items[0]!.media).toEqual(sent.json<Message>().media);
    const again = await m.call('POST', url(c.id, '/messages'), a.cookie, { uploadIds: [img.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().code).toBe('media_not_found');
    const hers = await uploaded(t.app, b.cookie, fixtures.png(), 'q.png');
    expect(
      (await m.call('POST', url(c.id, '/messages'), a.cookie, { text: 'x', uploadIds: [hers.id] })).statusCode,
    ).toBe(400);
    const video = await uploaded(t.app, a.cookie, fixtures.mp4(2000), 'v.mp4');
    expect(
      (await m.call('POST', url(c.id, '/messages'), a.cookie, { text: 'x', uploadIds: [video.id] })).statusCode,
    ).toBe(400);
    expect(
      (await m.call('POST', url(c.id, '/messages'), a.cookie, { text: 'x', uploadIds: ['nope'] })).statusCode,
    ).toBe(400);

    const later = new Date(Date.now() + 365 * 24 * 3600_000);
    await sweepOrphanUploads(t.app.ctx, storageFor(t.config), later);
    expect((await t.app.inject({ method: 'GET', url: img.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: video.url })).statusCode).toBe(404); // the unused one went
  });
});

describe('accounts', () => {
  it('a deleted account leaves the other side its conversation and messages; the export carries one’s messages', async () => {
    const a = await m.person();
    const b = await m.person();
    const c = await m.start(b, a);
    await m.send(b, c.id, 'from b');
    await m.send(a, c.id, 'from a');
    expect(await m.unread(a)).toBe(0);
    await m.send(b, c.id, 'again from b');
    expect(await m.unread(a)).toBe(1);

    const exported = await m.call('GET', '/api/me/export', a.cookie);
    expect(exported.json<{ messages: { text: string }[]; messageSettings: unknown }>()).toMatchObject({
      messages: [{ text: 'from a', conversationId: c.id }],
      messageSettings: { connectionsOnly: false },
    });

    const del = await m.call('DELETE', '/api/me', b.cookie, { password: b.input.password });
    expect(del.statusCode, del.body).toBe(204);
    // What b wrote stays with a (evidence of harassment is not his to take), from a deleted account.
    expect(await m.unread(a)).toBe(1);
    expect((await m.list(a)).items).toMatchObject([{ id: c.id, other: null, canSend: false }]);
    expect((await m.thread(a, c.id)).items.map((x) => [x.text, x.sender?.id ?? null])).toEqual([
      ['from b', null],
      ['from a', a.user.id],
      ['again from b', null],
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every messages path under the messages tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const expected: [string, string][] = [
      ['/api/messages/unread-count', 'get'],
      ['/api/messages/conversations', 'get'],
      ['/api/messages/conversations', 'post'],
      ['/api/messages/conversations/team', 'post'],
      ['/api/messages/conversations/{id}', 'get'],
      ['/api/messages/conversations/{id}/messages', 'get'],
      ['/api/messages/conversations/{id}/messages', 'post'],
      ['/api/messages/conversations/{id}/read', 'post'],
      ['/api/messages/conversations/{id}/typing', 'post'],
      ['/api/me/message-settings', 'get'],
      ['/api/me/message-settings', 'patch'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['messages']);
  });
});

describe('at the same time', () => {
  it('two people opening their conversation from both sides at once get one conversation', async () => {
    const a = await m.person();
    const b = await m.person();
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((from) =>
        m.call('POST', '/api/messages/conversations', from.cookie, { userId: (from === a ? b : a).user.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((r) => r.json<Conversation>().id));
    expect(ids.size).toBe(1);
    for (const p of [a, b]) {
      const list = await m.list(p);
      expect(list.items.map((c) => c.id)).toEqual([...ids]);
    }
    // Both are in it once: each writes, each reads the other's message.
    const [id] = [...ids];
    await m.send(a, id!, 'hello');
    await m.send(b, id!, 'hi');
    // b's answer read a's message; a has b's to read.
    expect(await m.unread(a)).toBe(1);
    expect(await m.unread(b)).toBe(0);
    expect((await m.thread(a, id!)).items.map((x) => x.text).sort()).toEqual(['hello', 'hi']);
  });
});
