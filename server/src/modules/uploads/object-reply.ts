import type { FastifyReply, FastifyRequest } from 'fastify';
import { mimeOfKey } from './file-type';
import type { ByteRange, StoredObject } from './storage';

/** One `bytes=a-b` range within the object, or undefined (absent, several or unsatisfiable: then send it whole). */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2]) || size === 0) return undefined;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * Send a stored object with its type and cache policy. Ranges are honoured because browsers seek in videos
 * with them (Safari will not play an MP4 without).
 */
export function sendObject(req: FastifyRequest, reply: FastifyReply, key: string, object: StoredObject, cacheControl: string) {
  const range = parseRange(req.headers.range, object.size);
  reply
    .header('content-type', mimeOfKey(key))
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('last-modified', object.modifiedAt.toUTCString());
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.open(range));
}
