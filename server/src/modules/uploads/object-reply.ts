import type { FastifyReply, FastifyRequest } from 'fastify';
import { mimeOfKey } from './file-type';
import type { ByteRange, StoredObject } from './object-storage';

/**
 * One `bytes=a-b` range within the object; 'unsatisfiable' when it starts at or past the end (or asks for the last
 * 0 bytes), which HTTP answers with 416; undefined when there is none to honour (absent, malformed, several, an
 * empty object): then the object is sent whole.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2]) || size === 0) return undefined;
  if (!m[1]) {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] && Number(m[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: m[2] ? Math.min(Number(m[2]), size - 1) : size - 1 };
}

/**
 * Send a stored object with its type and cache policy. Ranges are honoured because browsers seek in videos
 * with them (Safari will not play an MP4 without).
 */
export function sendObject(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  object: StoredObject,
  cacheControl: string,
) {
  const range = parseRange(req.headers.range, object.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${object.size}`).header('accept-ranges', 'bytes').send();
  }
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
