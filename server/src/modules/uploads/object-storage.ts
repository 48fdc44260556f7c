// Leaf module: the storage interface both backends (storage.ts, s3-storage.ts) implement, so neither imports the other.
import type { Readable } from 'node:stream';

export type ByteRange = { start: number; end: number };

/** A stored object found by `get`: its size, for headers and ranges, and a way to read all or part of it. */
export type StoredObject = { size: number; modifiedAt: Date; open: (range?: ByteRange) => Readable };

/**
 * Where uploaded files live. Keys are relative paths such as `2026/11/<uuid>.png` (public) or
 * `private/2026/11/<uuid>.png`. The local disk is the default (LocalDiskStorage); S3Storage keeps them in an
 * S3-compatible bucket with the same three calls (PutObject, HeadObject + ranged GetObject, DeleteObject).
 */
export interface ObjectStorage {
  /** Streams `body` to `key`. If the stream fails, nothing is left under `key` and the error is rethrown. */
  put(key: string, body: AsyncIterable<Buffer>): Promise<void>;
  /** Null for an unknown key, or a key that could not be ours (e.g. `../`). */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Housekeeping for the hourly sweep: remove temporary files a crashed process left before `olderThan`. */
  removeStaleTemporaryFiles?(olderThan: Date): Promise<number>;
}
