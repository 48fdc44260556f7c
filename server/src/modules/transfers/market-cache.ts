import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { MarketPlayer } from '@esn/contract';
import type { InvalidationBus } from '../../lib/invalidation-bus';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
type Encoding = 'br' | 'gzip';

/**
 * A market page as the route sends it: the JSON and its ETag, compressed only when a client asks for an encoding (and
 * then kept). Most filter sets are read once or twice before they change, and compressing each both ways up front cost
 * about as much server time as the query that found its players (0.5 of 3.6 ms of CPU per cold page).
 */
export class MarketAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: string) {
    this.etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  }

  /** The JSON in this encoding, compressed on libuv's thread pool the first time it is asked for. */
  body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 7,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
              },
            })
          : gzipAsync(this.json, { level: 6 });
      body.catch(() => this.encoded.delete(encoding)); // a failure is not kept: the next reader tries again
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /** The encodings compressed so far. */
  get encodings(): Encoding[] {
    return [...this.encoded.keys()];
  }
}

/** Sends a page in the best encoding the client accepts, with its ETag (a client holding this version gets a 304). */
export async function sendMarketAnswer(req: FastifyRequest, reply: FastifyReply, a: MarketAnswer) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').header('etag', a.etag).header('cache-control', 'private, no-cache');
  if (req.headers['if-none-match'] === a.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // The compression plugin leaves an answer that already carries a Content-Encoding alone.
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(await a.body('br'));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await a.body('gzip'));
  return reply.send(a.json);
}

const FRESH_MS = 5_000;
/** A page nobody asked for in this long is dropped rather than refreshed. */
const KEEP_MS = 60_000;

type Flight = { promise: Promise<MarketAnswer>; stale: boolean };

/** How many players' cards a process keeps (about 1 KB each). */
const MAX_CARDS = 20_000;

/**
 * Pages of the player market as the answers the route sends, per process. A page is the same for every reader, so
 * each filter combination's page is kept: fresh for 5 s, then answered once more from memory while one query
 * refreshes it in the background (readers never queue behind a refresh; profile views and the teams on a card show
 * within seconds; a card is kept as long, so a change that does not drop the pages shows within twice that). A
 * profile or market-status change and an accepted offer drop every page and card on every process, so the one who
 * changed something finds it at once; a refresh that was under way then is not kept.
 */
export class MarketCache {
  private pages = new LRUCache<string, { answer: MarketAnswer; at: number }>({ max: 1_000, ttl: KEEP_MS });
  private flights = new Map<string, Flight>();
  /**
   * Players' cards, per game of the filter (the card shows the rating in it): fresh as long as a page. A player is on
   * many filter combinations' pages, so a page nobody asked for yet mostly finds its cards here and reads only its
   * order from the database. `generation` counts the clears: cards read before one are not kept.
   */
  private cardsKept = new LRUCache<string, MarketPlayer>({ max: MAX_CARDS, ttl: FRESH_MS });
  private generation = 0;

  constructor(private readonly bus: InvalidationBus) {
    bus.onInvalidate((msg) => {
      if (msg.kind === 'market' || msg.kind === 'all') this.clear();
    });
  }

  page(key: string, load: () => Promise<string>): Promise<MarketAnswer> {
    const kept = this.pages.get(key);
    if (kept && Date.now() - kept.at < FRESH_MS) return Promise.resolve(kept.answer);
    const refresh = this.refresh(key, load);
    if (!kept) return refresh;
    refresh.catch(() => undefined); // a failed background refresh leaves the kept page; the next reader tries again
    return Promise.resolve(kept.answer);
  }

  private refresh(key: string, load: () => Promise<string>): Promise<MarketAnswer> {
    const running = this.flights.get(key);
    if (running && !running.stale) return running.promise;
    const flight = { stale: false } as Flight;
    flight.promise = load()
      .then((json) => new MarketAnswer(json))
      .then((answer) => {
        if (!flight.stale) this.pages.set(key, { answer, at: Date.now() });
        return answer;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** The cards of the players `ids` in that order (one not found left out): kept ones, and the rest read by `load`. */
  async cards(ids: string[], game: string | undefined, load: (ids: string[]) => Promise<MarketPlayer[]>) {
    const keyOf = (id: string) => `${game ?? ''} ${id}`;
    const found = new Map<string, MarketPlayer>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cardsKept.get(keyOf(id));
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length) {
      const generation = this.generation;
      for (const card of await load(missing)) {
        found.set(card.id, card);
        if (generation === this.generation) this.cardsKept.set(keyOf(card.id), card);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private clear(): void {
    this.pages.clear();
    this.cardsKept.clear();
    this.generation++;
    for (const flight of this.flights.values()) flight.stale = true;
  }

  changed(): void {
    this.bus.publish({ kind: 'market' });
  }
}
