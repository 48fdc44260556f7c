import { z } from 'zod';

/** `GET /api/health`: liveness. The process runs and answers; it asks nothing of the database or Redis. */
export const Liveness = z.object({ ok: z.literal(true) });
export type Liveness = z.infer<typeof Liveness>;

/**
 * `GET /api/health/ready`: readiness. 200 when the database answers and so does Redis (or none is configured:
 * `absent`); else 503 with the same body saying which one is `down`.
 */
export const Readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'absent']),
});
export type Readiness = z.infer<typeof Readiness>;
