import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);

/**
 * autocannon keeps each answer's body as a string (`req.body += chunk`), for options the bench does not use
 * (`expectBody`, `onResponse`): it decodes every body as UTF-8. On a compressed answer that is most of the load
 * generator's work: with the 256-team bracket (24 KB of brotli) a CPU profile of autocannon showed 58% of its time
 * in `Buffer.toString`, its core saturated, and the latencies it reported were its own queue, not the server.
 * The bench counts bytes and never reads a body, so bodies are dropped as they arrive.
 */
export function dropAutocannonBodies(): void {
  const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } };
  if (typeof Queue.prototype.addBody !== 'function') {
    throw new Error("autocannon's PipelinedRequestsQueue.addBody is gone: see bench/autocannon-bodies.ts");
  }
  Queue.prototype.addBody = function addBody() {};
}

/** A run's result, with the seconds from its start to its last answer (see `timedRun`). */
export type TimedResult = autocannon.Result & { answeredIn: number };

/**
 * autocannon, also timed from the start to the LAST ANSWER. autocannon's own `duration` is taken at its next 1-second
 * sample tick after the last answer (lib/run.js `tickInterval`), so a run of a fixed number of requests lasts whole
 * seconds: 1000 walls answered in 1.1 s read as 498 req/s (1000 / 2.01), the cold feed row's figure for three
 * stops whatever the server did. Its `requests.average` (whole-second samples) is no better.
 */
export function timedRun(options: autocannon.Options): Promise<TimedResult> {
  const start = performance.now();
  let last = start;
  return new Promise((resolve, reject) => {
    const run = autocannon(options, (err: unknown, result) =>
      err ? reject(err as Error) : resolve({ ...result, answeredIn: (last - start) / 1000 }),
    );
    run.on('response', () => {
      last = performance.now();
    });
  });
}

/** Requests per second of a run of a fixed number of requests: all of them over the time to the last answer. */
export const countedRate = (r: { requests: { total: number }; answeredIn: number; duration: number }): number =>
  r.answeredIn > 0 ? r.requests.total / r.answeredIn : r.requests.total / r.duration;
