import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { fixtures, postUpload, uploaded } from './test-fixtures';
import { parseRange } from './object-reply';
import { sniffFileType } from './file-type';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await registerUser(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every file under DATA_DIR/uploads, to prove that refused uploads leave nothing behind. */
function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'uploads');
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

describe('POST /api/uploads', () => {
  it.each([
    ['png', fixtures.png(), 'image', 'image/png'],
    ['jpeg', fixtures.jpeg(), 'image', 'image/jpeg'],
    ['webp', fixtures.webp(), 'image', 'image/webp'],
    ['gif', fixtures.gif(), 'image', 'image/gif'],
    ['mp4', fixtures.mp4(), 'video', 'video/mp4'],
    ['webm', fixtures.webm(), 'video', 'video/webm'],
  ] as const)('accepts %s by its bytes and serves it back with its type', async (name, data, kind, mime) => {
    const res = await postUpload(t.app, cookie, [
      { data, filename: `clip.${name}`, contentType: 'application/octet-stream' },
    ]);
    expect(res.statusCode).toBe(201);
    const upload = res.json();
    const ext = mime.split('/')[1]!.replace('jpeg', 'jpg');
    expect(upload).toEqual({
      id: expect.any(String),
      kind,
      mime,
      size: data.length,
      url: expect.stringMatching(new RegExp(`^/public-objects/\\d{4}/\\d{2}/${upload.id}\\.${ext}$`)),
    });
    expect(existsSync(join(t.config.dataDir, 'uploads', upload.url.replace('/public-objects/', '')))).toBe(true);

    const served = await get(upload.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(data)).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: upload.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));
  });

  it('decides by content, not by name or the claimed type', async () => {
    const png = await postUpload(t.app, cookie, [
      { data: fixtures.png(), filename: 'movie.mp4', contentType: 'video/mp4' },
    ]);
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(png.json().url).toMatch(/\.png$/);

    const before = storedFiles().length;
    const text = await postUpload(t.app, cookie, [
      { data: Buffer.from('hello, I am not a picture at all'), filename: 'photo.png', contentType: 'image/png' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('upload_type');
    // Matroska shares WebM's EBML magic but is not WebM; HEIC shares MP4's ftyp box but is an image.
    const mkv = Buffer.from(fixtures.webm().toString('latin1').replace('webm', 'mkvx'), 'latin1');
    expect((await postUpload(t.app, cookie, [{ data: mkv, filename: 'a.webm' }])).json().code).toBe('upload_type');
    const heic = Buffer.from(fixtures.mp4().toString('latin1').replace('isom', 'heic'), 'latin1');
    expect((await postUpload(t.app, cookie, [{ data: heic, filename: 'a.mp4' }])).json().code).toBe('upload_type');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image over 5 MB (413) but takes a video of that size, leaving no partial file', async () => {
    const before = storedFiles().sort();
    const big = await postUpload(t.app, cookie, [{ data: fixtures.bigPng(5 * 1024 * 1024 + 1), filename: 'big.png' }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('upload_too_large');
    // By name, so that a file left behind (CI once saw one more here) says what it is.
    expect(storedFiles().sort()).toEqual(before);

    const exactly = await postUpload(t.app, cookie, [{ data: fixtures.bigPng(5 * 1024 * 1024), filename: 'max.png' }]);
    expect(exactly.statusCode).toBe(201);
    const video = await postUpload(t.app, cookie, [{ data: fixtures.mp4(6 * 1024 * 1024), filename: 'v.mp4' }]);
    expect(video.statusCode).toBe(201);
    expect(video.json().size).toBe(6 * 1024 * 1024);
  });

  it('refuses a video over 50 MB (413) at the parser limit', async () => {
    const before = storedFiles().length;
    const res = await postUpload(t.app, cookie, [{ data: fixtures.mp4(50 * 1024 * 1024 + 10), filename: 'long.mp4' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('upload_too_large');
    expect(storedFiles().length).toBe(before);
  });

  it('asks for a file when there is none, it is empty or in another field (400)', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('upload_missing');
    const empty = await postUpload(t.app, cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('upload_missing');
    const zero = await postUpload(t.app, cookie, [{ data: Buffer.alloc(0), filename: 'zero.png' }]);
    expect(zero.json().code).toBe('upload_missing');
    const other = await postUpload(t.app, cookie, [{ field: 'avatar', data: fixtures.png() }]);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('upload_missing');
  });

  it('takes the first file of a request and ignores plain fields and further files', async () => {
    const res = await postUpload(t.app, cookie, [
      { plain: true, field: 'caption', data: Buffer.from('hello') },
      { data: fixtures.gif(), filename: 'a.gif' },
      { data: fixtures.png(), filename: 'b.png' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mime: 'image/gif', size: fixtures.gif().length });
  });

  it('needs a session', async () => {
    const res = await postUpload(t.app, '', [{ data: fixtures.png() }]);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /public-objects/*', () => {
  it('never leaves the uploads folder, lists nothing and answers 404 for unknown files', async () => {
    const up = await uploaded(t.app, cookie, fixtures.png());
    const folder = up.url.slice(0, up.url.lastIndexOf('/'));
    // Files that exist just outside the uploads folder, so that a missing guard would really serve them.
    writeFileSync(join(t.config.dataDir, 'secret.txt'), 'TOP-SECRET');
    writeFileSync(join(t.config.dataDir, 'uploads', '.hidden'), 'TOP-SECRET');
    const deep = '..%2f'.repeat(12);
    for (const url of [
      '/public-objects/..%2f..%2fetc%2fpasswd',
      `/public-objects/${deep}etc%2fpasswd`,
      '/public-objects/..%2fsecret.txt',
      `${folder}/..%2f..%2f..%2fsecret.txt`,
      '/public-objects/.hidden',
      '/public-objects/%2Fetc%2Fpasswd',
      '/public-objects/../../etc/passwd',
      '/public-objects/%2e%2e/%2e%2e/etc/passwd',
      '/public-objects/..%5c..%5cetc%5cpasswd',
      '/public-objects/%2fetc%2fpasswd',
      `${folder}/..%2f..%2f..%2fsession-secret`,
      '/public-objects/',
      folder,
      `${folder}/`,
      '/public-objects/2020/01/00000000-0000-0000-0000-000000000000.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/TOP-SECRET|root:/);
    }
  });

  it('serves byte ranges, for video seeking', async () => {
    const data = fixtures.mp4(1000);
    const up = await uploaded(t.app, cookie, data, 'v.mp4');
    const res = await get(up.url, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=2000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=999-5000', 1000)).toEqual({ start: 999, end: 999 });
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseRange('bytes=5-2', 1000)).toBeUndefined();
    expect(parseRange('items=0-1', 1000)).toBeUndefined();
  });

  it('answers a range past the end with 416 and the size (bytes */size), public and private', async () => {
    const data = fixtures.mp4(1000);
    const pub = await uploaded(t.app, cookie, data, 'v.mp4');
    const priv = (await postUpload(t.app, cookie, [{ data }], '?visibility=private')).json<{ url: string }>();
    for (const url of [pub.url, priv.url]) {
      for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
        const res = await get(url, { range, cookie });
        expect(res.statusCode, `${url} ${range}`).toBe(416);
        expect(res.headers['content-range']).toBe('bytes */1000');
        expect(res.rawPayload.length).toBe(0);
      }
      // A malformed or multi-part range is ignored: the whole file.
      expect((await get(url, { range: 'bytes=9-3', cookie })).statusCode).toBe(200);
    }
  });
});

describe('private objects', () => {
  it('are served at /objects/ to their owner only, never at /public-objects/', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await postUpload(
      t.app,
      owner.cookie,
      [{ data: fixtures.png(), filename: 'shot.png' }],
      '?visibility=private',
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/objects\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const mine = await get(url, { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await get(url, { cookie: other.cookie })).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url.replace('/objects/', '/public-objects/'))).statusCode).toBe(404);
    expect((await get(url.replace('/objects/', '/public-objects/private/'))).statusCode).toBe(404);
    expect(
      (await get('/objects/2020/01/00000000-0000-0000-0000-000000000000.png', { cookie: owner.cookie })).statusCode,
    ).toBe(404);
    expect((await get('/objects/..%2f..%2fsession-secret', { cookie: owner.cookie })).statusCode).toBe(404);
  });
});

describe('sniffFileType', () => {
  it('needs the whole signature', () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF90a'))).toBeNull();
  });
});
