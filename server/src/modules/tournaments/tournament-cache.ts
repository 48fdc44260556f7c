import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidatingCache } from '../../lib/invalidating-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An answer kept as JSON and, once, compressed both ways: a 256-team bracket is 320 KB of JSON, 24 KB in brotli. */
export type CachedAnswer = { json: string; br: Buffer; gzip: Buffer; etag: string };

/**
 * JSON kept with its brotli and gzip forms. `best` is brotli at quality 11 and gzip at 9: ~0.5 s for a 256-team
 * bracket on libuv's thread pool (not the event loop), and 24 KB sent instead of 28 KB at quality 7.
 */
async function compressedAnswer(json: string, best = false): Promise<CachedAnswer> {
  const size = Buffer.byteLength(json);
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 7,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipAsync(json, { level: best ? 9 : 6 }),
  ]);
  return { json, br, gzip: gz, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Sends a cached answer in the best encoding the client accepts (the compression plugin leaves answers that already
 * carry a Content-Encoding alone), so a bracket costs no serialising and no compressing per request; with an ETag,
 * so that a client holding the same version gets a 304.
 */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, a: CachedAnswer) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').header('etag', a.etag).header('cache-control', 'private, no-cache');
  // A client that has this version (TanStack Query refetching an unchanged bracket) gets no body at all.
  if (req.headers['if-none-match'] === a.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(a.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(a.gzip);
  return reply.send(a.json);
}

/**
 * A tournament's bracket and match list as the answers the routes send, per process. Everything that changes them
 * (generation, a result, seeding, withdrawal, deletion) publishes the tournament's id on the invalidation bus;
 * team renames and new logos show within the TTL. The first page of the public list is kept 5 s.
 */
export class TournamentCache {
  private answers = new InvalidatingCache<string, CachedAnswer>({ max: 1_000, ttlMs: 60_000 });
  private lists = new InvalidatingCache<string, CachedAnswer>({ max: 500, ttlMs: 5_000 });

  constructor(private readonly bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'tournament') {
        this.answers.invalidate(`${msg.id}:bracket`);
        this.answers.invalidate(`${msg.id}:matches`);
      } else if (msg.kind === 'all') {
        this.answers.clear();
        this.lists.clear();
      }
    });
  }

  bracket(id: string, load: () => Promise<string>): Promise<CachedAnswer> {
    return this.keptAnswer(`${id}:bracket`, load);
  }

  matches(id: string, load: () => Promise<string>): Promise<CachedAnswer> {
    return this.keptAnswer(`${id}:matches`, load);
  }

  /**
   * An answer kept until it changes: the first reader gets it compressed quickly, and every later one the best
   * compression, made meanwhile in the background (unless the answer changed in between).
   */
  private keptAnswer(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    return this.answers.get(key, async () => {
      const quick = await compressedAnswer(await load());
      void compressedAnswer(quick.json, true).then(
        (best) => {
          if (this.answers.peek(key) === quick) this.answers.set(key, best);
        },
        () => undefined, // the quick one stays
      );
      return quick;
    });
  }

  /** A page of the public list (no `mine`), the same for every reader, for a few seconds. */
  listPage(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    return this.lists.get(key, async () => compressedAnswer(await load()));
  }

  changed(id: string): void {
    this.bus.publish({ kind: 'tournament', id });
  }
}
