import { createRequire } from 'node:module';

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

/**
 * Requests per second of a run of a fixed number of requests: all of them over the run's duration. autocannon's
 * `requests.average` averages whole-second samples, so 1000 requests done in 2.1 s read as 333 (the third second
 * holds a handful): right for timed runs, wrong for counted ones.
 */
export const countedRate = (r: { requests: { total: number }; duration: number }): number =>
  r.requests.total / r.duration;
