import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TransferOffer } from '@esn/contract';
import type { TestApp } from '../../../test/helper';
import { teamsClient, type Person, type TeamFixture } from '../teams/test-kit';

/** The teams test client plus the steps of the transfer tests. */
export function transfersClient(t: TestApp) {
  const k = teamsClient(t);
  /** Like the teams client's, with PUT too. */
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** `by` (a leader of `f`) offers `person` a place; returns the created offer. */
  async function offer(
    by: Person,
    f: TeamFixture,
    person: Person | null,
    over: Record<string, unknown> = {},
  ): Promise<TransferOffer> {
    const res = await call('POST', '/api/transfers/offers', by.cookie, {
      teamId: f.team.id,
      ...(person ? { userId: person.user.id } : {}),
      game: 'valorant',
      position: 'Duelist',
      salary: 1500,
      contractMonths: 12,
      message: 'Come play with us',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TransferOffer>();
  }

  const respond = (p: Person, offerId: string, action: 'accept' | 'reject', lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/transfers/offer/${offerId}/respond`,
      headers: { cookie: p.cookie, 'accept-language': lang },
      payload: { action },
    });

  const getOffer = (p: Person, offerId: string, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/transfers/offer/${offerId}`,
      headers: { cookie: p.cookie, 'accept-language': lang },
    });

  async function rosterOf(f: TeamFixture, viewer: Person) {
    return (await k.detail(f, viewer)).roster.map((m) => ({ id: m.user.id, role: m.role }));
  }

  /** A manager of `f`, put there the way the product does (the owner invites, he accepts). */
  async function managerOf(f: TeamFixture): Promise<Person> {
    const m = await k.player();
    await k.addMember(f, m, 'manager');
    return m;
  }

  return { ...k, call, offer, respond, getOffer, rosterOf, managerOf };
}
