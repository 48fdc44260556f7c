import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3Config } from '../../config';
import { uploads } from '../../db/schema/index';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { S3Storage } from './s3-storage';
import { storageFor } from './storage';
import { fixtures, postUpload, uploaded } from './test-fixtures';
import { sweepOrphanUploads } from './uploads.service';

/** The same app as in production, with its uploads in a bucket of a real S3 API (s3rver, in this process). */
let server: S3rver;
let bucketDir: string;
let s3: S3Config;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  bucketDir = mkdtempSync(join(tmpdir(), 'esn-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'esn-uploads' }],
  });
  const { port } = await server.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'esn-uploads',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  t = await createTestApp({ s3 });
  cookie = (await registerUser(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

const keyOf = (url: string) => url.replace('/public-objects/', '');
const inBucket = async (key: string) => (await storageFor(t.config).get(key)) !== null;
/** Files the app left on its own disk: with S3 configured, uploads only pass through the spool folder. */
const localFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];

describe('uploads in an S3-compatible bucket', () => {
  it('is chosen by the config and stores nothing on the local disk', async () => {
    expect(storageFor(t.config)).toBeInstanceOf(S3Storage);
    const data = fixtures.mp4(4000);
    const up = await uploaded(t.app, cookie, data, 'clip.mp4');
    expect(await inBucket(keyOf(up.url))).toBe(true);
    expect(localFiles(join(t.config.dataDir, 'uploads'))).toEqual([]);
    expect(localFiles(join(t.config.dataDir, 'tmp'))).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: up.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-length']).toBe(String(data.length));
    expect(served.rawPayload.equals(data)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: up.url, headers: { range: 'bytes=1000-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1099/4000');
    expect(part.rawPayload.equals(data.subarray(1000, 1100))).toBe(true);

    const past = await t.app.inject({ method: 'GET', url: up.url, headers: { range: 'bytes=4000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4000');
  });

  it('answers 404 for unknown keys and never asks the bucket for an unsafe one', async () => {
    for (const url of [
      '/public-objects/2020/01/00000000-0000-0000-0000-000000000000.png',
      '/public-objects/..%2f..%2fesn-uploads',
      '/public-objects/.hidden',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves private objects from the bucket to their owner only', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await postUpload(t.app, owner.cookie, [{ data: fixtures.png() }], '?visibility=private');
    const { url } = res.json();
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(fixtures.png())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace('/objects/', '/public-objects/private/') })).statusCode,
    ).toBe(404);
  });

  it('sends nothing to the bucket for a refused upload and leaves no spool file', async () => {
    const before = await t.app.db.select().from(uploads);
    const big = await postUpload(t.app, cookie, [{ data: fixtures.bigPng(5 * 1024 * 1024 + 1), filename: 'big.png' }]);
    expect(big.statusCode).toBe(413);
    const text = await postUpload(t.app, cookie, [{ data: Buffer.from('not a picture'), filename: 'a.png' }]);
    expect(text.statusCode).toBe(415);
    expect(await t.app.db.select().from(uploads)).toHaveLength(before.length);
    expect(localFiles(join(t.config.dataDir, 'tmp'))).toEqual([]);
    const objects = readdirSync(join(bucketDir, 'esn-uploads'), { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && e.name.endsWith('._S3rver_object'),
    );
    expect(objects).toHaveLength(before.length);
  });

  it('deletes from the bucket when a post is deleted and when the sweep finds an orphan', async () => {
    const onPost = await uploaded(t.app, cookie, fixtures.png());
    const orphan = await uploaded(t.app, cookie, fixtures.png());
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie },
      payload: { type: 'image', body: 'gg', mediaIds: [onPost.id] },
    });
    expect(post.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.json().id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect(await inBucket(keyOf(onPost.url))).toBe(false);

    await t.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(inArray(uploads.id, [orphan.id]));
    expect(await sweepOrphanUploads(t.app.ctx, storageFor(t.config))).toBe(1);
    expect(await inBucket(keyOf(orphan.url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
  });

  it('the sweep removes spool files a crashed upload left behind, not those of uploads running now', async () => {
    const spool = join(t.config.dataDir, 'tmp', 'uploads');
    mkdirSync(spool, { recursive: true });
    writeFileSync(join(spool, 'crashed.part'), 'half');
    utimesSync(join(spool, 'crashed.part'), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    writeFileSync(join(spool, 'running.part'), 'half');
    await sweepOrphanUploads(t.app.ctx, storageFor(t.config));
    expect(readdirSync(spool)).toEqual(['running.part']);
    rmSync(join(spool, 'running.part'));
  });

  it('addresses objects path-style or virtual-hosted', () => {
    const base = { ...s3, endpoint: 'https://s3.eu-central-1.amazonaws.com' };
    expect(new S3Storage({ ...base, forcePathStyle: false }, '/tmp').urlOf('2026/11/a b.png')).toBe(
      'https://esn-uploads.s3.eu-central-1.amazonaws.com/2026/11/a%20b.png',
    );
    expect(
      new S3Storage({ ...base, endpoint: 'http://minio:9000', forcePathStyle: true }, '/tmp').urlOf(
        'private/2026/11/x.png',
      ),
    ).toBe('http://minio:9000/esn-uploads/private/2026/11/x.png');
  });

  it('fails an upload loudly (500, no row) when the bucket refuses it', async () => {
    const wrong = await createTestApp({ s3: { ...s3, bucket: 'no-such-bucket' } });
    try {
      const u = await registerUser(wrong.app);
      const res = await postUpload(wrong.app, u.cookie, [{ data: fixtures.png() }]);
      expect(res.statusCode).toBe(500);
      expect(await wrong.app.db.select().from(uploads)).toEqual([]);
      expect(localFiles(join(wrong.config.dataDir, 'tmp'))).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});

describe('S3 configuration', () => {
  const base = { DATA_DIR: tmpdir(), SESSION_SECRET: 'x'.repeat(40) };

  it('keeps uploads on the disk without S3_BUCKET', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('reads the bucket, keys, endpoint, region and path style, with AWS defaults', () => {
    const keys = { S3_BUCKET: 'esn-media', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };
    expect(loadConfig({ ...base, ...keys }).s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'esn-media',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...base,
        ...keys,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
    });
  });

  it('stops start-up with a message naming the variable for a bad value', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'esn-media' })).toThrow(
      /S3_BUCKET: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'Bad_Bucket!', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...base,
        S3_BUCKET: 'ok-bucket',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'ftp://x',
      }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
