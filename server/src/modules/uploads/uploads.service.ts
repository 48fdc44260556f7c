import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_LIMITS, type Upload, type User } from '@esn/contract';
import type { AppContext } from '../../context';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/cursor';
import { SNIFF_BYTES, sniffFileType, type SniffedType } from './file-type';
import type { ObjectStorage, StoredObject } from './object-storage';
import { uploadsRepository } from './uploads.repository';
import { PRIVATE_PREFIX, presentUpload } from './uploads.presenter';

/** The file part of a multipart request; `truncated` is set when the parser stopped at its own size limit. */
export type IncomingFile = Readable & { truncated?: boolean };

const tooLarge = () => new AppError(413, 'upload_too_large');

/** The first bytes of a stream, and an iterator over everything after them. */
async function peek(stream: IncomingFile): Promise<{ head: Buffer; rest: AsyncIterator<Buffer>; ended: boolean }> {
  const rest = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await rest.next();
    if (next.done) return { head: Buffer.concat(chunks), rest, ended: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest, ended: false };
}

/** Re-assembles the stream, counting bytes: past the kind's limit (or the parser's) the write fails with 413. */
async function* limited(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  ended: boolean,
  stream: IncomingFile,
  maxBytes: number,
  counted: { size: number },
) {
  counted.size = head.length;
  if (counted.size > maxBytes) throw tooLarge();
  yield head;
  if (!ended) {
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      counted.size += next.value.length;
      if (counted.size > maxBytes) throw tooLarge();
      yield next.value;
    }
  }
  if (stream.truncated) throw tooLarge();
}

function keyFor(id: string, type: SniffedType, visibility: 'public' | 'private', now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${visibility === 'private' ? PRIVATE_PREFIX : ''}${month}/${id}.${type.ext}`;
}

/**
 * Store one uploaded file: its type is decided by its bytes, its size is checked while streaming to storage
 * (never buffered whole), and a refused or failed upload leaves no file and no row behind.
 */
export async function storeUpload(
  ctx: AppContext,
  storage: ObjectStorage,
  owner: User,
  file: { field: string; stream: IncomingFile } | undefined,
  visibility: 'public' | 'private',
): Promise<Upload> {
  if (!file) throw badRequest('upload_missing');
  const { stream } = file;
  if (file.field !== 'file') {
    stream.destroy();
    throw badRequest('upload_missing');
  }
  let key: string | undefined;
  try {
    const { head, rest, ended } = await peek(stream);
    if (head.length === 0) throw badRequest('upload_missing');
    const type = sniffFileType(head);
    if (!type) throw new AppError(415, 'upload_type');

    const id = randomUUID();
    key = keyFor(id, type, visibility);
    const counted = { size: 0 };
    await storage.put(key, limited(head, rest, ended, stream, UPLOAD_LIMITS[type.kind].maxBytes, counted));
    const row = await uploadsRepository.insert(ctx.db, {
      id,
      ownerId: owner.id,
      kind: type.kind,
      mime: type.mime,
      size: counted.size,
      key,
    });
    return presentUpload(row);
  } catch (err) {
    // Stop reading the rest of a refused file; the storage already removed its partial copy.
    stream.destroy();
    if (key && !(err instanceof AppError)) await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** A public object by its key (the path after /public-objects/); private keys are never served there. */
export async function publicObject(storage: ObjectStorage, key: string): Promise<StoredObject> {
  const found = key.startsWith(PRIVATE_PREFIX) ? null : await storage.get(key);
  if (!found) throw notFound();
  return found;
}

/**
 * A private object (the path after /objects/) for a signed-in reader. For now only its owner may read it;
 * features that share private files (e.g. match screenshots with the opponent) widen this check.
 */
export async function privateObject(
  ctx: AppContext,
  storage: ObjectStorage,
  reader: User,
  path: string,
): Promise<StoredObject> {
  const id = /^\d{4}\/\d{2}\/([0-9a-f-]{36})\.[a-z0-9]+$/.exec(path)?.[1];
  const row = id && isUuid(id) ? await uploadsRepository.findById(ctx.db, id) : undefined;
  if (!row || row.key !== `${PRIVATE_PREFIX}${path}`) throw notFound();
  if (row.ownerId !== reader.id) throw forbidden();
  const found = await storage.get(row.key);
  if (!found) throw notFound();
  return found;
}

const SWEEP_BATCH = 500;

/**
 * Delete files uploaded more than `config.orphanUploadHours` ago and never attached (a composer abandoned after
 * its upload, a replaced avatar). Rows go first, in batches, each in its own transaction; the files after
 * commit, so a failed file delete only leaves an unreachable file, never a row pointing at nothing.
 * Returns how many were removed.
 */
export async function sweepOrphanUploads(ctx: AppContext, storage: ObjectStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.orphanUploadHours * 3600_000);
  await storage.removeStaleTemporaryFiles?.(new Date(now.getTime() - 3600_000));
  let removed = 0;
  for (;;) {
    const orphans = await ctx.db.transaction(async (tx) => {
      const found = await uploadsRepository.lockOrphans(tx, cutoff, SWEEP_BATCH);
      await uploadsRepository.deleteByIds(
        tx,
        found.map((o) => o.id),
      );
      return found;
    });
    // A few at a time: a bucket throttles a burst of hundreds of deletes.
    for (let i = 0; i < orphans.length; i += 20) {
      await Promise.all(
        orphans
          .slice(i, i + 20)
          .map((o) =>
            storage
              .delete(o.key)
              .catch((err: unknown) => ctx.log.warn({ err, key: o.key }, 'could not delete an orphaned upload')),
          ),
      );
    }
    removed += orphans.length;
    if (orphans.length < SWEEP_BATCH) return removed;
  }
}
