import { sleep } from './services';

/** One answer to a write; `status` 0 means the request itself failed (the server was not there). */
export type Outcome = {
  sentAt: number;
  doneAt: number;
  status: number;
  id?: string;
  retryAfter?: string | null;
  body: string;
};

export type Send = (n: number) => Promise<{ status: number; body: string; retryAfter?: string | null }>;

/**
 * A steady stream of writes from a few concurrent clients until stopped: what a database outage meets in
 * production. Every answer is kept, with when it was sent and answered.
 */
export function startWrites(send: Send, { workers = 4, pauseMs = 20 } = {}) {
  const outcomes: Outcome[] = [];
  let stopping = false;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopping) {
      const sentAt = Date.now();
      let answer: Awaited<ReturnType<Send>>;
      try {
        answer = await send(n++);
      } catch (err) {
        answer = { status: 0, body: String(err) };
      }
      const id = answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : undefined;
      outcomes.push({ sentAt, doneAt: Date.now(), ...answer, id });
      await sleep(pauseMs);
    }
  });
  return {
    outcomes,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/**
 * Acknowledged writes (2xx, with their ids), database-unavailable answers, anything else (a 500, a dropped
 * request), the slowest answer, and how long after `backAt` (the database accepting connections again) the
 * first write sent after it was acknowledged.
 */
export function summarise(outcomes: Outcome[], backAt?: number) {
  const acked = outcomes.filter((o) => o.status >= 200 && o.status < 300);
  const unavailable = outcomes.filter((o) => o.status === 503);
  const other = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
  const firstAfter =
    backAt === undefined ? undefined : acked.filter((o) => o.sentAt >= backAt).sort((a, b) => a.doneAt - b.doneAt)[0];
  return {
    total: outcomes.length,
    acked,
    ackedIds: acked.map((o) => o.id!),
    unavailable,
    other,
    maxLatencyMs: Math.max(0, ...outcomes.map((o) => o.doneAt - o.sentAt)),
    recoveryMs: firstAfter && backAt !== undefined ? firstAfter.doneAt - backAt : undefined,
  };
}
