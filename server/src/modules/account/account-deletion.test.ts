import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { challengesClient } from '../challenges/challenges-kit';
import { messagesClient } from '../messages/test-kit';
import { tournamentsClient } from '../tournaments/test-kit';
import { fixtures, uploaded } from '../uploads/test-fixtures';

/**
 * `DELETE /api/me` takes the person's files and seats with him, and leaves the others theirs: the people he wrote
 * with keep the conversation and every message, his shown from a deleted account.
 */
let t: TestApp;
let m: ReturnType<typeof messagesClient>;
let c: ReturnType<typeof tournamentsClient>;
beforeAll(async () => {
  t = await createTestApp();
  m = messagesClient(t);
  c = tournamentsClient(t);
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof m.person>>;
const deleteMe = (p: Person) => m.call('DELETE', '/api/me', p.cookie, { password: p.input.password });
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

describe('an account deletion', () => {
  it('deletes the person’s avatar, post images and message images from storage', async () => {
    const [p, q] = [await m.person(), await m.person()];
    const avatar = await uploaded(t.app, p.cookie, fixtures.png(), 'a.png');
    expect((await m.call('PATCH', '/api/profiles/me', p.cookie, { avatarUrl: avatar.url })).statusCode).toBe(200);
    const postImage = await uploaded(t.app, p.cookie, fixtures.png(), 'p.png');
    expect(
      (await m.call('POST', '/api/posts', p.cookie, { type: 'image', body: '', mediaIds: [postImage.id] })).statusCode,
    ).toBe(201);
    const dmImage = await uploaded(t.app, p.cookie, fixtures.png(), 'd.png');
    const conv = await m.start(p, q);
    const sent = await m.call('POST', `/api/messages/conversations/${conv.id}/messages`, p.cookie, {
      uploadIds: [dmImage.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const urls = [avatar.url, postImage.url, dmImage.url];
    for (const url of urls) expect((await fetchUrl(url)).statusCode, url).toBe(200);

    expect((await deleteMe(p)).statusCode).toBe(204);
    for (const url of urls) expect((await fetchUrl(url)).statusCode, url).toBe(404);
  });

  it('frees his seat: participantsCount drops and a new entrant fits in the full tournament', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { participantKind: 'solo', game: 'fc', maxParticipants: 2 });
    const [gone, stays, late] = [await m.person(), await m.person(), await m.person()];
    for (const p of [gone, stays])
      expect((await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {})).statusCode).toBe(201);
    const full = await c.call('POST', `/api/tournaments/${tour.id}/registrations`, late.cookie, {});
    expect(full.json().code).toBe('tournament_full');
    const count = async () =>
      (await c.call('GET', `/api/tournaments/${tour.id}`, organizer.cookie)).json<{ tournament: Tournament }>()
        .tournament.participantsCount;
    expect(await count()).toBe(2);

    expect((await deleteMe(gone)).statusCode).toBe(204);
    expect(await count()).toBe(1);
    expect((await c.call('POST', `/api/tournaments/${tour.id}/registrations`, late.cookie, {})).statusCode).toBe(201);
    expect(await count()).toBe(2);
  });

  it('takes his challenge participation off the challenge’s count', async () => {
    const k = challengesClient(t);
    const challenge = await k.challenge({ title: 'Deletion count' });
    const [gone, stays] = [await m.person(), await m.person()];
    await k.join(gone, challenge.id);
    await k.join(stays, challenge.id);
    expect((await k.card(stays, challenge.id))?.participantsCount).toBe(2);
    expect((await deleteMe(gone)).statusCode).toBe(204);
    expect((await k.card(stays, challenge.id))?.participantsCount).toBe(1);
  });

  it('leaves the other side the conversation and all its messages, his from a deleted account', async () => {
    const [gone, stays] = [await m.person(), await m.person()];
    const conv = await m.start(gone, stays);
    await m.send(gone, conv.id, 'a threatening message');
    await m.send(stays, conv.id, 'please stop');
    await m.send(gone, conv.id, 'another one');
    expect(await m.unread(stays)).toBe(1); // his reply read the first one
    await m.thread(stays, conv.id); // cached now

    expect((await deleteMe(gone)).statusCode).toBe(204);
    const one = await m.call('GET', `/api/messages/conversations/${conv.id}`, stays.cookie);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: conv.id, kind: 'direct', other: null, canSend: false });
    const thread = await m.thread(stays, conv.id);
    expect(thread.items.map((x) => [x.text, x.sender?.id ?? null])).toEqual([
      ['a threatening message', null],
      ['please stop', stays.user.id],
      ['another one', null],
    ]);
    const list = await m.list(stays);
    expect(list.items.find((x) => x.id === conv.id)).toMatchObject({
      other: null,
      lastMessage: { sender: null, text: 'another one' },
    });
    expect(await m.unread(stays)).toBe(1); // his reply read the first one
    const write = await m.call('POST', `/api/messages/conversations/${conv.id}/messages`, stays.cookie, {
      text: 'hello?',
    });
    expect(write.statusCode).toBe(403);
  });
});
