import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (cookie: string | undefined, userType: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/onboarding/role',
    headers: cookie ? { cookie } : {},
    payload: { userType },
  });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }).then((r) => r.json());

describe('POST /api/onboarding/role', () => {
  it('needs a session', async () => {
    expect((await choose(undefined, 'player')).statusCode).toBe(401);
  });

  it.each([
    ['player', true],
    ['coach', true],
    ['team_owner', false],
  ] as const)('sets %s and onboardingCompleted=%s, visible at once in /api/auth/user', async (userType, completed) => {
    const { cookie } = await registerUser(t.app);
    expect((await me(cookie)).userType).toBeNull(); // warms the session cache
    const res = await choose(cookie, userType);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userType, onboardingCompleted: completed });
    expect(await me(cookie)).toMatchObject({ userType, onboardingCompleted: completed });
  });

  it('is permanent: a second choice answers 409 and changes nothing', async () => {
    const { cookie } = await registerUser(t.app);
    await choose(cookie, 'coach');
    const again = await choose(cookie, 'team_owner');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('role_already_chosen');
    expect((await me(cookie)).userType).toBe('coach');
  });

  it('lets exactly one of two simultaneous choices win', async () => {
    const { cookie } = await registerUser(t.app);
    const [a, b] = await Promise.all([choose(cookie, 'player'), choose(cookie, 'coach')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it.each(['admin', 'organizer', '', 42, null])('refuses the role %j with 400', async (userType) => {
    const { cookie } = await registerUser(t.app);
    const res = await choose(cookie, userType);
    expect(res.statusCode).toBe(400);
    expect((await me(cookie)).userType).toBeNull();
  });
});
