import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterStint, TeamRosterEvent, VerifiedRecord } from '@esn/contract';
import { rosterEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person, TeamFixture } from '../teams/test-kit';
import { transfersClient } from '../transfers/test-kit';

let t: TestApp;
let c: ReturnType<typeof transfersClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = transfersClient(t);
});
afterAll(() => t.close());

const eventsOf = async (teamId: string) =>
  (
    await t.app.db
      .select({
        userId: rosterEvents.userId,
        kind: rosterEvents.kind,
        role: rosterEvents.role,
        offerId: rosterEvents.offerId,
      })
      .from(rosterEvents)
      .where(eq(rosterEvents.teamId, teamId))
      .orderBy(asc(rosterEvents.seq))
  ).map((e) => ({ ...e, offerId: e.offerId !== null }));
const recordOf = async (p: Person, viewer: Person = p) => {
  const res = await c.call('GET', `/api/users/${p.user.id}/record`, viewer.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VerifiedRecord>();
};
const stintsAt = (r: VerifiedRecord, f: TeamFixture) => r.roster.items.filter((s) => s.team.id === f.team.id);

describe('roster history, recorded as it happens', () => {
  it('records each roster change once: creation, join, role change, leave, removal, ownership, deletion', async () => {
    const f = await c.teamOf();
    const a = await c.player();
    const b = await c.player();
    await c.addMember(f, a);
    await c.addMember(f, b);
    const patch = await c.call('PATCH', `/api/teams/${f.team.id}/members/${a.user.id}`, f.owner.cookie, {
      role: 'manager',
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await c.call('DELETE', `/api/teams/${f.team.id}/members/${b.user.id}`, b.cookie)).statusCode).toBe(204);
    await c.addMember(f, b);
    expect((await c.call('DELETE', `/api/teams/${f.team.id}/members/${b.user.id}`, a.cookie)).statusCode).toBe(204);
    const own = await c.call('POST', `/api/teams/${f.team.id}/ownership`, f.owner.cookie, { userId: a.user.id });
    expect(own.statusCode, own.body).toBe(200);
    // A refused change (the owner cannot leave) records nothing.
    expect((await c.call('DELETE', `/api/teams/${f.team.id}/members/${a.user.id}`, a.cookie)).statusCode).toBe(409);
    expect((await c.call('DELETE', `/api/teams/${f.team.id}`, a.cookie)).statusCode).toBe(204);

    const [o, x, y] = [f.owner.user.id, a.user.id, b.user.id];
    const events = await eventsOf(f.team.id);
    expect(events.slice(0, 9)).toEqual([
      { userId: o, kind: 'joined', role: 'owner', offerId: false },
      { userId: x, kind: 'joined', role: 'player', offerId: false },
      { userId: y, kind: 'joined', role: 'player', offerId: false },
      { userId: x, kind: 'role_changed', role: 'manager', offerId: false },
      { userId: y, kind: 'left', role: 'player', offerId: false },
      { userId: y, kind: 'joined', role: 'player', offerId: false },
      { userId: y, kind: 'removed', role: 'player', offerId: false },
      { userId: o, kind: 'role_changed', role: 'manager', offerId: false },
      { userId: x, kind: 'role_changed', role: 'owner', offerId: false },
    ]);
    // Deleting the team ends everyone's stint on it (the deleter's too), once each.
    expect(events.slice(9)).toHaveLength(2);
    expect(events.slice(9)).toEqual(
      expect.arrayContaining([
        { userId: o, kind: 'team_deleted', role: 'manager', offerId: false },
        { userId: x, kind: 'team_deleted', role: 'owner', offerId: false },
      ]),
    );

    // As stints: b twice (left, then removed), a from player to owner until the team went, the team kept by name.
    const rb = await recordOf(b, a);
    expect(rb.roster.items.map((s) => [s.role, s.endedBy, s.team.exists, s.team.name])).toEqual([
      ['player', 'removed', false, f.team.name],
      ['player', 'left', false, f.team.name],
    ]);
    const ra = await recordOf(a);
    expect(ra.roster.items).toEqual([
      expect.objectContaining({ role: 'owner', endedBy: 'team_deleted', viaTransfer: false, hidden: false }),
    ]);
    expect(ra.roster.items[0]!.leftAt).not.toBeNull();
  });

  it('records an accepted transfer as a leave and a join carrying the offer, and the team history lists them', async () => {
    const from = await c.teamOf();
    const to = await c.teamOf();
    const p = await c.player();
    await c.addMember(from, p);
    const offer = await c.offer(to.owner, to, p);
    expect((await c.respond(p, offer.id, 'accept')).statusCode).toBe(200);
    await t.app.ctx.events.settled();

    expect((await eventsOf(from.team.id)).filter((e) => e.userId === p.user.id)).toEqual([
      { userId: p.user.id, kind: 'joined', role: 'player', offerId: false },
      { userId: p.user.id, kind: 'left', role: 'player', offerId: true },
    ]);
    expect((await eventsOf(to.team.id)).filter((e) => e.userId === p.user.id)).toEqual([
      { userId: p.user.id, kind: 'joined', role: 'player', offerId: true },
    ]);
    const r = await recordOf(p, to.owner);
    expect(stintsAt(r, to)).toEqual([
      expect.objectContaining({ role: 'player', leftAt: null, endedBy: null, viaTransfer: true }),
    ]);
    expect(stintsAt(r, from)).toEqual([expect.objectContaining({ endedBy: 'transferred', viaTransfer: false })]);

    const history = await c.call('GET', `/api/teams/${to.team.id}/roster-history`, p.cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ items: TeamRosterEvent[] }>().items.map((e) => [e.person.id, e.kind, e.viaTransfer])).toEqual(
      [
        [p.user.id, 'joined', true],
        [to.owner.user.id, 'joined', false],
      ],
    );
    const paged = await c.call('GET', `/api/teams/${to.team.id}/roster-history?limit=1`, p.cookie);
    const next = paged.json<{ nextCursor: string }>().nextCursor;
    const second = await c.call('GET', `/api/teams/${to.team.id}/roster-history?limit=1&cursor=${next}`, p.cookie);
    expect(second.json<{ items: TeamRosterEvent[] }>().items.map((e) => e.person.id)).toEqual([to.owner.user.id]);
    expect((await c.call('GET', '/api/teams/not-a-team/roster-history', p.cookie)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/teams/${to.team.id}/roster-history`)).statusCode).toBe(401);
  });

  it('records nothing for a refused accept (the team was deleted meanwhile)', async () => {
    const to = await c.teamOf();
    const p = await c.player();
    const offer = await c.offer(to.owner, to, p);
    // The team is deleted before the answer: the accept fails, nothing is recorded for him.
    expect((await c.call('DELETE', `/api/teams/${to.team.id}`, to.owner.cookie)).statusCode).toBe(204);
    expect((await c.respond(p, offer.id, 'accept')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await recordOf(p)).roster.items).toEqual([]);
  });
});

describe('hiding verified entries', () => {
  it('lets only the owner hide and show an entry; others no longer see it, the owner sees it marked hidden', async () => {
    const f = await c.teamOf();
    const p = await c.player();
    const other = await c.player();
    await c.addMember(f, p);
    const [stint] = (await recordOf(p)).roster.items as [RosterStint];

    const byOther = await c.call('PUT', `/api/record/${stint.id}/hidden`, other.cookie);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('You can only hide your own verified entries.');
    const tr = await t.app.inject({
      method: 'PUT',
      url: `/api/record/${stint.id}/hidden`,
      headers: { cookie: other.cookie, 'accept-language': 'tr' },
    });
    expect(tr.json().message).toBe('Yalnızca kendi doğrulanmış kayıtlarını gizleyebilirsin.');

    const hide = await c.call('PUT', `/api/record/${stint.id}/hidden`, p.cookie);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ id: stint.id, hidden: true });
    expect((await c.call('PUT', `/api/record/${stint.id}/hidden`, p.cookie)).statusCode).toBe(200);
    expect((await recordOf(p, other)).roster.items).toEqual([]);
    expect((await recordOf(p)).roster.items).toEqual([{ ...stint, hidden: true }]);
    expect((await c.call('DELETE', `/api/record/${stint.id}/hidden`, other.cookie)).statusCode).toBe(403);

    const show = await c.call('DELETE', `/api/record/${stint.id}/hidden`, p.cookie);
    expect(show.json()).toEqual({ id: stint.id, hidden: false });
    expect((await recordOf(p, other)).roster.items).toEqual([stint]);
  });

  it.each([
    ['an unknown uuid', '00000000-0000-0000-0000-000000000000'],
    ['an unknown placement', 'p-00000000-0000-0000-0000-000000000000'],
    ['a game without matches', 'g-valorant'],
    ['an unknown game', 'g-chess'],
    ['anything else', 'not-an-entry'],
  ])('answers 404 for %s', async (_, id) => {
    const p = await c.player();
    const res = await c.call('PUT', `/api/record/${id}/hidden`, p.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('record_entry_not_found');
    expect((await c.call('PUT', `/api/record/${id}/hidden`)).statusCode).toBe(401);
  });

  it('refuses to edit or delete a verified entry through the career API (409, translated)', async () => {
    const f = await c.teamOf();
    const p = await c.player();
    await c.addMember(f, p);
    const [stint] = (await recordOf(p)).roster.items as [RosterStint];
    const body = { teamName: 'Invented', role: 'player', game: 'valorant', from: '2020-01' };
    const edit = await c.call('PATCH', `/api/career/${stint.id}`, p.cookie, body);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'verified_entry_readonly',
      message: 'Entries verified by the platform cannot be edited, only hidden.',
    });
    expect((await c.call('DELETE', `/api/career/${stint.id}`, p.cookie)).statusCode).toBe(409);
    expect((await c.call('PATCH', `/api/career/g-valorant`, p.cookie, body)).statusCode).toBe(409);
    expect((await recordOf(p)).roster.items).toEqual([stint]);
  });

  it('reads like the career: signed in only, 404 for an unknown person, pages that join up', async () => {
    const p = await c.player();
    expect((await c.call('GET', `/api/users/${p.user.id}/record`)).statusCode).toBe(401);
    expect((await c.call('GET', '/api/users/00000000-0000-0000-0000-000000000000/record', p.cookie)).statusCode).toBe(
      404,
    );
    const teams = [await c.teamOf(), await c.teamOf(), await c.teamOf()];
    for (const f of teams) await c.addMember(f, p, 'manager');
    const first = await c.call('GET', `/api/users/${p.user.id}/record/roster?limit=2`, p.cookie);
    const page = first.json<{ items: RosterStint[]; nextCursor: string }>();
    expect(page.items.map((s) => s.team.id)).toEqual([teams[2]!.team.id, teams[1]!.team.id]);
    const rest = await c.call(
      'GET',
      `/api/users/${p.user.id}/record/roster?limit=2&cursor=${page.nextCursor}`,
      p.cookie,
    );
    expect(rest.json()).toEqual({
      items: [expect.objectContaining({ team: expect.objectContaining({ id: teams[0]!.team.id }) })],
      nextCursor: null,
    });
    expect((await c.call('GET', `/api/users/${p.user.id}/record/roster?cursor=broken`, p.cookie)).statusCode).toBe(400);
    expect((await c.call('GET', `/api/users/${p.user.id}/record/placements?limit=0`, p.cookie)).statusCode).toBe(400);
  });
});
