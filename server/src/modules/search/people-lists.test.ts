import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkPage, SearchResults } from '@esn/contract';
import { connections } from '../../db/schema/index';
import { adminUser, createTestApp, onboardedUser, registerUser, type TestApp } from '../../../test/helper';
import { listedUser } from '../../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, cookie: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const ids = (items: { id: string }[]) => items.map((i) => i.id);

/** Someone listed, someone never onboarded, someone suspended and an admin, all named after `word`. */
async function cast(word: string) {
  const listed = await listedUser(t.app, { nickname: `${word}_ok` });
  const notOnboarded = await registerUser(t.app, { nickname: `${word}_new` });
  const suspended = await listedUser(t.app, { nickname: `${word}_susp` });
  const admin = await adminUser(t.app);
  const rename = await t.app.inject({
    method: 'PATCH',
    url: '/api/profiles/me',
    headers: { cookie: admin.cookie },
    payload: { firstName: word },
  });
  expect(rename.statusCode, rename.body).toBe(200);
  const suspend = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${suspended.user.id}`,
    headers: { cookie: admin.cookie },
    payload: { suspended: true, reason: 'spam links' },
  });
  expect(suspend.statusCode, suspend.body).toBe(200);
  return { listed, hidden: [notOnboarded, suspended, admin].map((p) => p.user.id) };
}

describe('lists of people show onboarded, active, non-admin accounts only', () => {
  it('search and discover leave out the admin, the never onboarded and the suspended', async () => {
    const word = `pl${randomBytes(3).toString('hex')}`;
    const { listed, hidden } = await cast(word);
    const me = await onboardedUser(t.app);

    const found = await get<SearchResults>(`/api/search?q=${word}`, me.cookie);
    expect(ids(found.people)).toEqual([listed.user.id]);
    // An exact nickname is no way around it either.
    expect((await get<SearchResults>(`/api/search?q=${word}_new`, me.cookie)).people).toEqual([]);

    const discovered = await get<NetworkPage>(`/api/network/discover?q=${word}`, me.cookie);
    expect(ids(discovered.items)).toEqual([listed.user.id]);
    const everyone = await get<NetworkPage>('/api/network/discover?limit=100', me.cookie);
    for (const id of hidden) expect(ids(everyone.items)).not.toContain(id);
  });

  it('suggestions leave them out too, even as friends of a friend', async () => {
    const word = `sg${randomBytes(3).toString('hex')}`;
    const { listed, hidden } = await cast(word);
    const me = await onboardedUser(t.app);
    const friend = await onboardedUser(t.app);
    // Friends of my friend are suggested; written directly, since some of them could not ask themselves.
    await t.app.db.insert(connections).values([
      { requesterId: me.user.id, addresseeId: friend.user.id, status: 'accepted' },
      ...[listed.user.id, ...hidden].map((id) => ({
        requesterId: friend.user.id,
        addresseeId: id,
        status: 'accepted' as const,
      })),
    ]);
    const suggested = await get<NetworkPage>('/api/network/suggestions?limit=50', me.cookie);
    expect(ids(suggested.items)).toContain(listed.user.id);
    for (const id of hidden) expect(ids(suggested.items)).not.toContain(id);
  });
});
