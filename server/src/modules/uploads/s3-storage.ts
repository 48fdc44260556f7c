import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config';
import type { ByteRange, ObjectStorage, StoredObject } from './object-storage';
import { isSafeKey } from './storage-key';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …), spoken to with signed
 * fetch calls (aws4fetch) rather than the full AWS SDK: we need four calls, not hundreds.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: AwsClient;

  /** `spoolDir` holds an upload while it streams in: S3 wants its length before the first byte. */
  constructor(
    private readonly s3: S3Config,
    private readonly spoolDir: string,
  ) {
    this.client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: 's3',
    });
  }

  /** Path style `endpoint/bucket/key`, or virtual-hosted `bucket.endpoint/key`. */
  urlOf(key: string): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    if (this.s3.forcePathStyle) return `${this.s3.endpoint}/${this.s3.bucket}/${path}`;
    const endpoint = new URL(this.s3.endpoint);
    return `${endpoint.protocol}//${this.s3.bucket}.${endpoint.host}/${path}`;
  }

  private async request(key: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
    return this.client.fetch(this.urlOf(key), init);
  }

  /**
   * The stream is spooled to a local file first (its size is only known at the end, and a refused upload must
   * never reach the bucket); the file then goes up in one PutObject with its length, and is removed.
   */
  async put(key: string, body: AsyncIterable<Buffer>): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${key}`);
    await mkdir(this.spoolDir, { recursive: true });
    const spool = join(this.spoolDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
      const { size } = await stat(spool);
      const res = await this.request(key, {
        method: 'PUT',
        body: Readable.toWeb(createReadStream(spool)) as ReadableStream,
        duplex: 'half',
        headers: { 'content-length': String(size) },
      });
      if (!res.ok) throw new Error(`S3 PutObject ${key} failed: ${res.status} ${await res.text()}`);
    } finally {
      await unlink(spool).catch(() => undefined);
    }
  }

  /** Spool files of uploads cut short by a crash (a running upload's file is always younger than an hour). */
  async removeStaleTemporaryFiles(olderThan: Date): Promise<number> {
    const names = await readdir(this.spoolDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.part'))) {
      const path = join(this.spoolDir, name);
      const info = await stat(path).catch(() => null);
      if (
        info &&
        info.mtime < olderThan &&
        (await unlink(path).then(
          () => true,
          () => false,
        ))
      )
        removed++;
    }
    return removed;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    const head = await this.request(key, { method: 'HEAD' });
    if (head.status === 404 || head.status === 403) return null;
    if (!head.ok) throw new Error(`S3 HeadObject ${key} failed: ${head.status}`);
    const modified = head.headers.get('last-modified');
    return {
      size: Number(head.headers.get('content-length') ?? 0),
      modifiedAt: modified ? new Date(modified) : new Date(0),
      open: (range) => this.open(key, range),
    };
  }

  /** The object's bytes, fetched when the reply starts reading (the headers were decided from HeadObject). */
  private open(key: string, range?: ByteRange): Readable {
    const request = (init: RequestInit) => this.request(key, init);
    return Readable.from(
      (async function* () {
        const res = await request({ headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} });
        if (!res.ok || !res.body) throw new Error(`S3 GetObject ${key} failed: ${res.status}`);
        yield* Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
      })(),
      { objectMode: false },
    );
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    const res = await this.request(key, { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DeleteObject ${key} failed: ${res.status}`);
  }
}
