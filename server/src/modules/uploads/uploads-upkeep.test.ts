import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { uploads, users } from '../../db/schema/index';
import { inHours } from '../tournaments/test-kit';
import { fixtures, postUpload, uploaded } from './test-fixtures';
import { storageFor } from './storage';
import { sweepOrphanUploads } from './uploads.service';

describe('upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ uploadsPerMinute: 3 });
  });
  afterAll(() => t.close());

  it('takes a few uploads a minute per person, then answers 429 with a translated message', async () => {
    const ayse = await registerUser(t.app);
    const mert = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await postUpload(t.app, ayse.cookie, [{ data: fixtures.png() }])).statusCode).toBe(201);

    const tr = await postUpload(t.app, ayse.cookie, [{ data: fixtures.png() }]);
    expect(tr.statusCode).toBe(429);
    expect(tr.json()).toMatchObject({ code: 'upload_rate_limited', message: expect.stringContaining('dakika') });
    expect(tr.headers['retry-after']).toBeDefined();
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'accept-language': 'en', cookie: ayse.cookie },
    });
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toBe('You uploaded too many files in a short time. Please try again in a minute.');

    // Someone else's uploads are counted apart.
    expect((await postUpload(t.app, mert.cookie, [{ data: fixtures.png() }])).statusCode).toBe(201);
  });

  it('checks the session before counting', async () => {
    expect((await postUpload(t.app, '', [{ data: fixtures.png() }])).statusCode).toBe(401);
  });
});

describe('sweeping orphaned uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orphanUploadHours: 24 });
  });
  afterAll(() => t.close());

  it('deletes old uploads that nothing uses, and keeps attached, referenced, private and recent ones', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const cookie = owner.cookie;
    const app = t.app;
    const orphan = await uploaded(app, cookie, fixtures.png());
    const onPost = await uploaded(app, cookie, fixtures.png());
    const avatar = await uploaded(app, cookie, fixtures.png());
    const cover = await uploaded(app, cookie, fixtures.png());
    const absolute = await uploaded(app, other.cookie, fixtures.png());
    const priv = (await postUpload(app, other.cookie, [{ data: fixtures.png() }], '?visibility=private')).json();
    const post = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie },
      payload: { type: 'image', body: 'kept', mediaIds: [onPost.id] },
    });
    expect(post.statusCode).toBe(201);
    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie },
      payload: { avatarUrl: avatar.url, coverImageUrl: cover.url },
    });
    expect(profile.statusCode).toBe(200);
    // The API stores only /public-objects/ paths now; an absolute address can still be in an older row.
    await app.db
      .update(users)
      .set({ avatarUrl: `https://cdn.example.test${absolute.url}` })
      .where(eq(users.id, other.user.id));
    // A tournament's and a league's banners are attached too.
    const banner = await uploaded(app, other.cookie, fixtures.png());
    const leagueBanner = await uploaded(app, other.cookie, fixtures.png());
    await app.inject({
      method: 'POST',
      url: '/api/onboarding/role',
      headers: { cookie: other.cookie },
      payload: { userType: 'player' },
    });
    const tour = await app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: { cookie: other.cookie },
      payload: {
        name: 'Banner cup',
        game: 'valorant',
        format: 'single_elimination',
        maxParticipants: 8,
        registrationDeadline: inHours(24),
        startsAt: inHours(48),
        bannerUrl: banner.url,
      },
    });
    expect(tour.statusCode, tour.body).toBe(201);
    const league = await app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: { cookie: other.cookie },
      payload: {
        name: 'Banner league',
        game: 'valorant',
        season: 'S1',
        startsAt: inHours(24),
        bannerUrl: leagueBanner.id,
      },
    });
    expect(league.statusCode, league.body).toBe(201);

    const oldOnes = [orphan, onPost, avatar, cover, absolute, priv, banner, leagueBanner].map((u) => u.id);
    await app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(inArray(uploads.id, oldOnes));
    const recent = await uploaded(app, cookie, fixtures.png());

    const fileOf = (u: { url: string }) =>
      join(
        t.config.dataDir,
        'uploads',
        u.url.replace(/^\/(public-)?objects\//, (m) => (m === '/objects/' ? 'private/' : '')),
      );
    expect(existsSync(fileOf(orphan))).toBe(true);

    expect(await sweepOrphanUploads(app.ctx, storageFor(t.config))).toBe(1);

    const left = await app.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.id, [...oldOnes, recent.id]));
    expect(left.map((r) => r.id).sort()).toEqual(
      [onPost, avatar, cover, absolute, priv, banner, leagueBanner, recent].map((u) => u.id).sort(),
    );
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect((await app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
    for (const kept of [onPost, avatar, cover, absolute, recent])
      expect((await app.inject({ method: 'GET', url: kept.url })).statusCode, kept.url).toBe(200);
    expect(existsSync(fileOf(priv))).toBe(true);

    // Replacing the avatar makes the old file an orphan at the next sweep; a second sweep finds nothing more.
    await app.inject({ method: 'PATCH', url: '/api/profiles/me', headers: { cookie }, payload: { avatarUrl: null } });
    expect(await sweepOrphanUploads(app.ctx, storageFor(t.config))).toBe(1);
    expect(await app.db.select().from(uploads).where(eq(uploads.id, avatar.id))).toEqual([]);
    expect(await sweepOrphanUploads(app.ctx, storageFor(t.config))).toBe(0);
  });
});
