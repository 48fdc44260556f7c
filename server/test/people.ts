import type { RegisterBody } from '@esn/contract';
import type { FastifyInstance } from 'fastify';
import { registerUser } from './helper';

/**
 * A person as lists of people show them to others: registered with the given nickname or names, then onboarded as
 * a player through the API (people who never finished onboarding are not listed).
 */
export async function listedUser(app: FastifyInstance, over: Partial<RegisterBody> = {}) {
  const u = await registerUser(app, over);
  const role = await app.inject({
    method: 'POST',
    url: '/api/onboarding/role',
    headers: { cookie: u.cookie },
    payload: { userType: 'player' },
  });
  if (role.statusCode !== 200) throw new Error(`role failed: ${role.body}`);
  return u;
}
