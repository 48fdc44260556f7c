import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertNoNul } from '../lib/input-text';

/**
 * Refuses a NUL byte anywhere in the path parameters, the query string and the parsed body of every request, before
 * validation and before any handler (400 `invalid_characters`): decided once here, so that an endpoint added later
 * is covered too. Without it the value reaches PostgreSQL, which cannot store it, and the reader got a 500. Text a
 * route reads itself after this hook (the fields of a multipart stream) goes through `assertNoNul` there.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    // Callback style: a request without a NUL byte (all but an attacker's) passes without a promise.
    app.addHook('preValidation', (req, _reply, done) => {
      try {
        assertNoNul(req.params, 'params');
        assertNoNul(req.query, 'query');
        assertNoNul(req.body);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
