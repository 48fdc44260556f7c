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
