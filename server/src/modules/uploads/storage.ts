import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { S3Storage } from './s3-storage';
import type { ObjectStorage, StoredObject } from './object-storage';
import { isSafeKey } from './storage-key';

class LocalDiskStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, or null when the key would leave the root (checked after resolving, not by pattern alone). */
  private pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  async put(key: string, body: AsyncIterable<Buffer>): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`invalid storage key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed at the end, so a reader never sees half a file under the key.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    // Opened before the body is read: a stream that opens its file by itself may create it after a failing body has
    // already rejected the pipeline, i.e. after the clean-up below ran, and the partial file would stay forever.
    const file = await open(partial, 'wx');
    try {
      await pipeline(body, file.createWriteStream());
      await rename(partial, path);
    } catch (err) {
      await file.close().catch(() => undefined);
      await unlink(partial).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      modifiedAt: info.mtime,
      open: (range) => createReadStream(path, range ? { start: range.start, end: range.end } : {}),
    };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path)
      await unlink(path).catch((err: NodeJS.ErrnoException) =>
        err.code === 'ENOENT' ? undefined : Promise.reject(err),
      );
  }
}

const byConfig = new WeakMap<Config, ObjectStorage>();

/** The configured storage of an app (one per config, so every module of the app shares it): S3 when configured, else the disk. */
export function storageFor(config: Config): ObjectStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = config.s3
      ? new S3Storage(config.s3, `${config.dataDir}/tmp/uploads`)
      : new LocalDiskStorage(`${config.dataDir}/uploads`);
    byConfig.set(config, storage);
  }
  return storage;
}
