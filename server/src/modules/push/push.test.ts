import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@esn/contract';
import { createTestApp, setLanguage, registerUser, type TestApp } from '../../../test/helper';
import { decryptPush, startPushService, type PushDevice, type ReceivedPush } from '../../../test/push-service';
import { loadConfig } from '../../config';
import { pushSubscriptions } from '../../db/schema/index';
import { notify } from '../notifications/notifications.service';

let service: Awaited<ReturnType<typeof startPushService>>;
let serviceUrl: string;
let received: ReceivedPush[];
let answers: Map<string, number>;

let t: TestApp;
beforeAll(async () => {
  service = await startPushService();
  ({ url: serviceUrl, received, answers } = service);
  t = await createTestApp({ pushLocalEndpoints: true });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

type Browser = PushDevice;
const newBrowser = (path: string): Browser => service.device(path);
const subscriptionOf = (b: Browser) => ({
  endpoint: b.endpoint,
  expirationTime: null,
  keys: { p256dh: b.ecdh.getPublicKey('base64url'), auth: b.auth.toString('base64url') },
});

const subscribe = (cookie: string, body: unknown, lang = 'tr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie, 'accept-language': lang, 'user-agent': 'TestBrowser/1.0' },
    payload: body as object,
  });
const unsubscribe = (cookie: string, endpoint: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: { cookie }, payload: { endpoint } });
const follow = (cookie: string, userId: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/${userId}/follow`, headers: { cookie } });
const decrypt = decryptPush;

/** The pushes that reached `path`, waiting (a little) for the ones the app is still sending. */
async function pushesTo(path: string, n: number): Promise<ReceivedPush[]> {
  await t.app.ctx.events.settled();
  for (let i = 0; i < 100; i++) {
    const got = received.filter((r) => r.path === path);
    if (got.length >= n) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  return received.filter((r) => r.path === path);
}

const rowOf = async (endpoint: string) =>
  (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('web push delivery', () => {
  it('sends each notification to every browser of its person, encrypted for it and signed with the VAPID key, in the language it subscribed in', async () => {
    const me = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const laptop = newBrowser('/push/laptop');
    const phone = newBrowser('/push/phone');
    expect((await subscribe(me.cookie, subscriptionOf(laptop), 'en-GB,en;q=0.9')).statusCode).toBe(204);
    expect((await subscribe(me.cookie, subscriptionOf(phone), 'tr-TR')).statusCode).toBe(204);

    expect((await follow(fan.cookie, me.user.id)).statusCode).toBeLessThan(300);
    const [toLaptop] = await pushesTo('/push/laptop', 1);
    const [toPhone] = await pushesTo('/push/phone', 1);
    expect(toLaptop && toPhone).toBeTruthy();

    const english = JSON.parse(decrypt(laptop, toLaptop!.body)) as PushPayload;
    const turkish = JSON.parse(decrypt(phone, toPhone!.body)) as PushPayload;
    expect(english).toEqual({
      title: 'New follower',
      body: `${fan.user.nickname} started following you`,
      url: `/profile/${fan.user.id}`,
      tag: expect.stringMatching(/^notification:[0-9a-f-]{36}$/) as string,
    });
    expect(turkish).toMatchObject({ title: 'Yeni takipçi', body: `${fan.user.nickname} seni takip etmeye başladı` });
    expect(turkish.tag).toBe(english.tag);

    // RFC 8292: `vapid t=<JWT signed with the server's key>, k=<that public key>`, for this push service's origin.
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json<{
      publicKey: string;
    }>();
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(String(toLaptop!.headers.authorization));
    expect(match).not.toBeNull();
    const [, header, claims, signature, k] = match!;
    expect(k).toBe(publicKey);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const jwt = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    expect(jwt.aud).toBe(serviceUrl);
    expect(jwt.sub).toBe(t.config.vapid.subject);
    expect(jwt.exp * 1000).toBeGreaterThan(Date.now());
    expect(jwt.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    const point = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(signed).toBe(true);
    expect(toLaptop!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(toLaptop!.headers.ttl)).toBeGreaterThan(0);

    // A delivered push is recorded; a second follower folds into the same item: same tag, the group's words.
    expect((await rowOf(laptop.endpoint))?.lastSuccessAt).toBeInstanceOf(Date);
    const another = await registerUser(t.app);
    await follow(another.cookie, me.user.id);
    const laptopPushes = await pushesTo('/push/laptop', 2);
    const folded = JSON.parse(decrypt(laptop, laptopPushes[1]!.body)) as PushPayload;
    expect(folded).toMatchObject({
      title: '2 new followers',
      body: `Latest: ${another.user.nickname}`,
      tag: english.tag,
    });
  });

  it('sends no push of a kind the person turned off, and still the other kinds; e-mail choices stay as they were', async () => {
    const me = await registerUser(t.app);
    const browser = newBrowser('/push/choosy');
    expect((await subscribe(me.cookie, subscriptionOf(browser))).statusCode).toBe(204);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/email-preferences',
      headers: { cookie: me.cookie },
      payload: { items: [{ category: 'social', push: false }] },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ items: unknown[] }>().items).toContainEqual({ category: 'social', email: false, push: false });
    expect(off.json<{ items: unknown[] }>().items).toContainEqual({ category: 'matches', email: true, push: true });

    // A follow is social: no push. A match result is of the matches kind: it comes.
    const fan = await registerUser(t.app);
    expect((await follow(fan.cookie, me.user.id)).statusCode).toBeLessThan(300);
    await notify(t.app.ctx, {
      recipientId: me.user.id,
      sender: null,
      type: 'match_result',
      params: { home: 'Kurtlar', away: 'Kartallar', scoreA: 2, scoreB: 1, context: 'Kış Kupası' },
      actionUrl: '/matches/00000000-0000-4000-8000-000000000001',
      relatedId: '00000000-0000-4000-8000-000000000001',
    });
    const [only] = await pushesTo('/push/choosy', 1);
    // Every listener of both notifications has run (pushesTo waited for them): one push, the match result's.
    await t.app.ctx.events.settled();
    expect(received.filter((r) => r.path === '/push/choosy')).toHaveLength(1);
    expect((JSON.parse(decrypt(browser, only!.body)) as PushPayload).url).toBe(
      '/matches/00000000-0000-4000-8000-000000000001',
    );

    // Turned on again, a follow comes again.
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/email-preferences',
      headers: { cookie: me.cookie },
      payload: { items: [{ category: 'social', push: true }] },
    });
    const another = await registerUser(t.app);
    await follow(another.cookie, me.user.id);
    expect(await pushesTo('/push/choosy', 2)).toHaveLength(2);
  });

  it('forgets a subscription its push service no longer knows (410, 404), and keeps the others', async () => {
    const me = await registerUser(t.app);
    const gone = newBrowser('/push/gone');
    const unknown = newBrowser('/push/unknown');
    const busy = newBrowser('/push/busy');
    const alive = newBrowser('/push/alive');
    answers.set('/push/gone', 410);
    answers.set('/push/unknown', 404);
    answers.set('/push/busy', 503);
    for (const b of [gone, unknown, busy, alive])
      expect((await subscribe(me.cookie, subscriptionOf(b))).statusCode).toBe(204);

    const fan = await registerUser(t.app);
    expect((await follow(fan.cookie, me.user.id)).statusCode).toBeLessThan(300);
    for (const path of ['/push/gone', '/push/unknown', '/push/busy', '/push/alive'])
      expect(await pushesTo(path, 1)).toHaveLength(1);
    await t.app.ctx.events.settled();

    expect(await rowOf(gone.endpoint)).toBeUndefined();
    expect(await rowOf(unknown.endpoint)).toBeUndefined();
    // A service that is down for a while keeps its subscription (it may come back).
    expect((await rowOf(busy.endpoint))?.lastSuccessAt).toBeNull();
    expect((await rowOf(alive.endpoint))?.lastSuccessAt).toBeInstanceOf(Date);
  });
});

describe('push subscription endpoints', () => {
  it('gives the VAPID public key to anybody', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.vapid.publicKey });
    expect(Buffer.from(t.config.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('needs a session to subscribe or unsubscribe', async () => {
    const b = newBrowser('/push/anon');
    const post = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscriptionOf(b) });
    expect(post.statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: b.endpoint },
    });
    expect(del.statusCode).toBe(401);
    expect(await rowOf(b.endpoint)).toBeUndefined();
  });

  it('refuses a subscription that is not one, with a translated message under its field', async () => {
    const me = await registerUser(t.app);
    const good = subscriptionOf(newBrowser('/push/x'));
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://push.example/x' }, 'endpoint'],
      // Plain http only to this machine, and only outside production (the tests' local service).
      [{ ...good, endpoint: 'http://push.example/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, path] of cases) {
      const res = await subscribe(me.cookie, body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const issues = res.json<{ issues: { path: string; message: string }[] }>().issues;
      expect(issues.map((i) => i.path)).toContain(path);
    }
    const insecure = await subscribe(me.cookie, { ...good, endpoint: 'http://push.example/x' }, 'en');
    expect(insecure.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      'The browser’s push address must start with https://.',
    );
    const turkish = await subscribe(me.cookie, { ...good, keys: { ...good.keys, auth: 'x' } }, 'tr');
    expect(turkish.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      'Tarayıcının bildirim anahtarları geçersiz.',
    );
  });

  it('lets a person remove only his own subscriptions; the same browser signed in as someone else changes hands', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const b = newBrowser('/push/shared');
    expect((await subscribe(me.cookie, subscriptionOf(b))).statusCode).toBe(204);
    expect(await rowOf(b.endpoint)).toMatchObject({ userId: me.user.id, userAgent: 'TestBrowser/1.0', lang: 'tr' });

    expect((await unsubscribe(other.cookie, b.endpoint)).statusCode).toBe(404);
    expect((await rowOf(b.endpoint))?.userId).toBe(me.user.id);

    // Registering again is harmless (the page does so on every visit) and takes the new language.
    expect((await subscribe(me.cookie, subscriptionOf(b), 'en')).statusCode).toBe(204);
    expect(await rowOf(b.endpoint)).toMatchObject({ userId: me.user.id, lang: 'en' });

    expect((await subscribe(other.cookie, subscriptionOf(b))).statusCode).toBe(204);
    expect((await rowOf(b.endpoint))?.userId).toBe(other.user.id);
    expect((await unsubscribe(me.cookie, b.endpoint)).statusCode).toBe(404);
    expect((await unsubscribe(other.cookie, b.endpoint)).statusCode).toBe(204);
    expect(await rowOf(b.endpoint)).toBeUndefined();
    expect((await unsubscribe(other.cookie, b.endpoint)).statusCode).toBe(404);
  });

  it('follow the language the person switches the site to', async () => {
    const me = await registerUser(t.app);
    const browser = newBrowser('/push/switched');
    expect((await subscribe(me.cookie, subscriptionOf(browser), 'tr')).statusCode).toBe(204);
    expect((await setLanguage(t.app, me.cookie, 'en')).statusCode).toBe(204);
    const fan = await registerUser(t.app);
    await follow(fan.cookie, me.user.id);
    const [push] = await pushesTo('/push/switched', 1);
    expect((JSON.parse(decrypt(browser, push!.body)) as PushPayload).title).toBe('New follower');
  });

  it('are in the person’s data export, without the browsers’ keys, with the push choices per kind', async () => {
    const me = await registerUser(t.app);
    const browser = newBrowser('/push/exported');
    expect((await subscribe(me.cookie, subscriptionOf(browser))).statusCode).toBe(204);
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie: me.cookie } })
    ).json<{ pushSubscriptions: unknown[]; notificationPreferences: unknown[] }>();
    expect(exported.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: browser.endpoint, userAgent: 'TestBrowser/1.0', lang: 'tr' }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(subscriptionOf(browser).keys.auth);
    expect(exported.notificationPreferences).toContainEqual({ category: 'social', email: false, push: true });
  });

  it('keeps a person’s 20 newest browsers', async () => {
    const me = await registerUser(t.app);
    const browsers = Array.from({ length: 21 }, (_, i) => newBrowser(`/push/many-${i}`));
    for (const b of browsers) expect((await subscribe(me.cookie, subscriptionOf(b))).statusCode).toBe(204);
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id));
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.endpoint)).not.toContain(browsers[0]!.endpoint);
  });
});

describe('VAPID keys', () => {
  it('are made once and kept in DATA_DIR, unless the environment gives them; local endpoints never in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esn-vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const again = loadConfig({ DATA_DIR: dataDir });
      expect(again.vapid).toEqual(first.vapid);
      expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
      expect(first.pushLocalEndpoints).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).pushLocalEndpoints).toBe(true);

      // A pair as `npx web-push generate-vapid-keys` prints it (Node's ECDH alone drops a leading zero byte of the
      // private key one time in 256: this test failed so in CI on 28 Nov 2026).
      const pair = webpush.generateVAPIDKeys();
      const given = loadConfig({
        DATA_DIR: dataDir,
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.test',
      }).vapid;
      expect(given).toEqual({ ...pair, subject: 'mailto:ops@example.test' });
      expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
