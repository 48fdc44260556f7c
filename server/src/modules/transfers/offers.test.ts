import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, TransferHistoryPage, TransferOffer, TransferOfferPage } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { transfersClient } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof transfersClient>;
beforeAll(async () => {
  t = await createTestApp();
  k = transfersClient(t);
});
afterAll(() => t.close());

const NOT_FOUND_TR = 'Bu transfer teklifi mevcut değil veya erişim izniniz yok.';
const CLOSED_TR = 'Bu transfer teklifi bulunamadı veya artık mevcut değil.';

const ofType = (ns: Notification[], type: string) => ns.filter((n) => n.type === type);
const box = async (p: Person, which: 'sent' | 'received', query = '') =>
  (await k.call('GET', `/api/transfers/offers?box=${which}${query}`, p.cookie))
    .json<TransferOfferPage>()
    .items.map((o) => o.id);

describe('sending an offer', () => {
  it('lets a team owner offer a player a place: 201 with the spec §3 fields, and the player is told', async () => {
    const f = await k.teamOf();
    const p = await k.player();
    const o = await k.offer(f.owner, f, p);
    expect(o).toMatchObject({
      status: 'pending',
      direction: 'team_to_person',
      role: 'player',
      position: 'Duelist',
      game: 'valorant',
      salary: 1500,
      contractMonths: 12,
      message: 'Come play with us',
      decidedAt: null,
      fromUser: {
        id: f.owner.user.id,
        nickname: f.owner.user.nickname,
        email: f.owner.input.email,
        userType: 'team_owner',
        country: null,
      },
      toUser: { id: p.user.id, email: null, userType: 'player' },
      player: { id: p.user.id },
      team: { id: f.team.id, slug: f.team.slug, name: f.team.name, country: 'TR', games: ['valorant'], logoUrl: null },
      viewer: { canRespond: false, canWithdraw: true },
    });
    expect(o.createdAt).toBe(o.updatedAt);
    const [n] = ofType(await k.notificationsOf(p), 'transfer_offer');
    expect(n).toMatchObject({
      senderId: f.owner.user.id,
      relatedId: o.id,
      actionUrl: '/transfers',
      params: { user: f.owner.user.nickname, position: 'Duelist', team: f.team.name, game: 'valorant', role: 'player' },
      title: 'Yeni transfer teklifi',
      message: `${f.owner.user.nickname} sana Duelist pozisyonu için transfer teklifi gönderdi`,
      read: false,
    });
    expect((await k.getOffer(p, o.id)).json<TransferOffer>().viewer).toEqual({ canRespond: true, canWithdraw: false });
  });

  it('hands out no e-mail address: each party sees only his own until the offer is accepted, then the other side sees it too', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const p = await k.player();
    const o = await k.offer(f.owner, f, p);
    // The sender learns nothing by sending (and withdrawing) an offer.
    expect(o.toUser.email).toBeNull();
    expect(o.fromUser.email).toBe(f.owner.input.email);
    const emails = async (who: Person) => {
      const { fromUser, toUser } = (await k.getOffer(who, o.id)).json<TransferOffer>();
      return { from: fromUser.email, to: toUser.email };
    };
    expect(await emails(p)).toEqual({ from: null, to: p.input.email });
    expect(await emails(manager)).toEqual({ from: null, to: null });
    const sent = (await k.call('GET', '/api/transfers/offers?box=sent', f.owner.cookie))
      .json<TransferOfferPage>()
      .items.find((i) => i.id === o.id)!;
    expect(sent.toUser.email).toBeNull();
    const received = (await k.call('GET', '/api/transfers/offers?box=received', p.cookie))
      .json<TransferOfferPage>()
      .items.find((i) => i.id === o.id)!;
    expect(received.fromUser.email).toBeNull();

    expect((await k.respond(p, o.id, 'accept')).statusCode).toBe(200);
    expect(await emails(p)).toEqual({ from: f.owner.input.email, to: p.input.email });
    expect(await emails(f.owner)).toEqual({ from: f.owner.input.email, to: p.input.email });
    // A fellow manager is on the owner's side: he sees the player's address, not the owner's.
    expect(await emails(manager)).toEqual({ from: null, to: p.input.email });

    // A rejected or withdrawn offer reveals nothing either.
    const q = await k.player();
    const withdrawn = await k.offer(f.owner, f, q);
    const res = await k.call('POST', `/api/transfers/offer/${withdrawn.id}/withdraw`, f.owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TransferOffer>().toUser.email).toBeNull();
  });

  it('lets a manager send for his team, and refuses everyone else who does not lead it (403)', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const member = await k.player();
    await k.addMember(f, member, 'player');
    const p = await k.player();
    expect((await k.offer(manager, f, p)).fromUser.id).toBe(manager.user.id);
    const other = await k.teamOf();
    for (const who of [member, other.owner, await k.admin()]) {
      const res = await k.call('POST', '/api/transfers/offers', who.cookie, {
        teamId: f.team.id,
        userId: (await k.player()).user.id,
        game: 'valorant',
        position: 'IGL',
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('transfer_not_team_leader');
    }
  });

  it('refuses an offer to oneself, to a non-player for a player role, for a game the team does not play, and bad input (400)', async () => {
    const f = await k.teamOf({ games: ['valorant', 'cs2'] });
    const coach = await k.coach();
    const owner2 = await k.teamOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: f.owner.user.id }, 'transfer_offer_self'],
      [{ userId: coach.user.id }, 'transfer_not_player'],
      [{ userId: owner2.owner.user.id }, 'transfer_not_player'],
      [{ userId: (await k.player()).user.id, role: 'coach' }, 'transfer_not_coach'],
      [{ userId: (await k.player()).user.id, game: 'lol' }, 'transfer_game_not_in_team'],
      [{ userId: (await k.player()).user.id, salary: -5 }, 'validation'],
      [{ userId: (await k.player()).user.id, position: '' }, 'validation'],
      [{ userId: (await k.player()).user.id, role: 'owner' }, 'validation'],
    ];
    for (const [over, code] of cases) {
      const res = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
        teamId: f.team.id,
        game: 'valorant',
        position: 'Entry',
        ...over,
      });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const unknownTeam = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
      teamId: '00000000-0000-4000-8000-000000000000',
      userId: coach.user.id,
      game: 'valorant',
      position: 'X',
    });
    expect(unknownTeam.statusCode).toBe(404);
    const unknownUser = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
      teamId: f.team.id,
      userId: 'nope',
      game: 'valorant',
      position: 'X',
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(
      (await k.call('POST', '/api/transfers/offers', undefined, { teamId: f.team.id, game: 'valorant', position: 'X' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a second pending offer for the same team, person and game (409), also from the other side, but not for another game', async () => {
    const f = await k.teamOf({ games: ['valorant', 'cs2'] });
    const p = await k.player();
    await k.offer(f.owner, f, p);
    const again = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
      teamId: f.team.id,
      userId: p.user.id,
      game: 'valorant',
      position: 'IGL',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'transfer_offer_pending',
      message: 'There is already a pending transfer offer for this team, person and game.',
    });
    const himself = await k.call('POST', '/api/transfers/offers', p.cookie, {
      teamId: f.team.id,
      game: 'valorant',
      position: 'IGL',
    });
    expect(himself.statusCode).toBe(409);
    expect((await k.offer(f.owner, f, p, { game: 'cs2' })).game).toBe('cs2');
    // Two at once: the database's unique index lets exactly one through.
    const q = await k.player();
    const both = await Promise.all(
      [0, 1].map(() =>
        k.call('POST', '/api/transfers/offers', f.owner.cookie, {
          teamId: f.team.id,
          userId: q.user.id,
          game: 'valorant',
          position: 'IGL',
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an offer to someone already on the roster (409)', async () => {
    const f = await k.teamOf();
    const p = await k.player();
    await k.addMember(f, p);
    const res = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
      teamId: f.team.id,
      userId: p.user.id,
      game: 'valorant',
      position: 'IGL',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_member');
  });

  it("refuses an offer to one's own captain, from his team or another the sender leads, and the captain offering himself to his own team (409, translated)", async () => {
    const f = await k.teamOf();
    const captain = await k.player();
    await k.addMember(f, captain);
    const made = await k.call('PATCH', `/api/teams/${f.team.id}/members/${captain.user.id}`, f.owner.cookie, {
      isCaptain: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    for (const [by, userId] of [
      [f.owner, captain.user.id],
      [captain, undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transfers/offers',
        headers: { cookie: by.cookie, 'accept-language': 'tr' },
        payload: { teamId: f.team.id, ...(userId ? { userId } : {}), game: 'valorant', position: 'IGL' },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_member', message: 'Bu kişi zaten takımın üyesi.' });
    }
    expect(await box(f.owner, 'sent')).toEqual([]);

    // Nor from another team he leads: his captain is his to manage on the roster.
    const second = await k.call('POST', '/api/teams', f.owner.cookie, {
      name: 'Second Squad',
      games: ['lol'],
      country: 'TR',
    });
    expect(second.statusCode, second.body).toBe(201);
    const other = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
      teamId: second.json().team.id,
      userId: captain.user.id,
      game: 'lol',
      position: 'Mid',
    });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'transfer_own_member',
      message:
        'This person is already on a team you lead. Manage their place from that team’s roster instead of an offer.',
    });
    // He may still offer himself to another team (his own choice).
    expect((await k.offer(captain, await k.teamOf({ games: ['lol'] }), null, { game: 'lol' })).status).toBe('pending');
  });

  it('lets a player offer himself to a team: its owner and managers receive it, any of them may answer', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const p = await k.player();
    const o = await k.offer(p, f, null, { position: 'Sentinel' });
    expect(o).toMatchObject({
      direction: 'person_to_team',
      fromUser: { id: p.user.id },
      toUser: { id: f.owner.user.id },
      player: { id: p.user.id },
      viewer: { canRespond: false, canWithdraw: true },
    });
    for (const leader of [f.owner, manager]) {
      expect(ofType(await k.notificationsOf(leader), 'transfer_offer')[0]).toMatchObject({
        relatedId: o.id,
        params: { user: p.user.nickname, position: 'Sentinel' },
      });
      expect((await k.getOffer(leader, o.id)).json<TransferOffer>().viewer).toEqual({
        canRespond: true,
        canWithdraw: false,
      });
      expect(await box(leader, 'received')).toEqual([o.id]);
    }
    expect(await box(p, 'sent')).toEqual([o.id]);
    expect(await box(p, 'received')).toEqual([]);
    const res = await k.respond(manager, o.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TransferOffer>()).toMatchObject({
      status: 'accepted',
      viewer: { canRespond: false, canWithdraw: false },
    });
    expect(await k.rosterOf(f, p)).toContainEqual({ id: p.user.id, role: 'player' });
    expect(ofType(await k.notificationsOf(p), 'transfer_offer_accepted')[0]).toMatchObject({
      relatedId: o.id,
      senderId: manager.user.id,
      params: { user: manager.user.nickname },
    });
    expect(ofType(await k.notificationsOf(manager), 'transfer_offer_response_accepted')[0]).toMatchObject({
      relatedId: o.id,
      senderId: p.user.id,
      params: { user: p.user.nickname },
    });
  });

  it('is rate-limited per person (429 with a translated message)', async () => {
    const f = await k.teamOf();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 21; i++) {
      last = await k.call('POST', '/api/transfers/offers', f.owner.cookie, {
        teamId: f.team.id,
        userId: f.owner.user.id,
        game: 'valorant',
        position: 'X',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(last!.json().message).toBe(
      'You sent too many transfer offers in a short time. Please try again in a minute.',
    );
  });
});

describe('reading an offer (spec §7 GET /api/transfers/offer/{offerId})', () => {
  it('shows it to its parties and admins, and is a 404 with the spec text to anyone else and for unknown ids', async () => {
    const f = await k.teamOf();
    const p = await k.player();
    const o = await k.offer(f.owner, f, p);
    for (const who of [f.owner, p, await k.admin()]) expect((await k.getOffer(who, o.id)).statusCode).toBe(200);
    for (const id of [o.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await k.getOffer(await k.player(), id, 'tr');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'transfer_offer_not_found', message: NOT_FOUND_TR });
    }
    const en = await k.getOffer(await k.player(), o.id, 'en');
    expect(en.json().message).toBe('This transfer offer does not exist or you do not have access to it.');
    expect((await t.app.inject({ method: 'GET', url: `/api/transfers/offer/${o.id}` })).statusCode).toBe(401);
  });
});

describe('answering (spec §7 POST /api/transfers/offer/{offerId}/respond)', () => {
  it('rejects: the sender and the responder are told, the buttons go, and a second answer is a 409 with the spec text', async () => {
    const f = await k.teamOf();
    const p = await k.player();
    const o = await k.offer(f.owner, f, p);
    const res = await k.respond(p, o.id, 'reject');
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<TransferOffer>();
    expect(after).toMatchObject({ id: o.id, status: 'rejected', viewer: { canRespond: false, canWithdraw: false } });
    expect(after.decidedAt).not.toBeNull();
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(o.updatedAt));
    expect(ofType(await k.notificationsOf(f.owner), 'transfer_offer_rejected')[0]).toMatchObject({
      relatedId: o.id,
      senderId: p.user.id,
      params: { user: p.user.nickname, team: f.team.name },
      message: `${p.user.nickname} transfer teklifini reddetti`,
    });
    expect(ofType(await k.notificationsOf(p), 'transfer_offer_response_rejected')[0]).toMatchObject({
      relatedId: o.id,
      senderId: f.owner.user.id,
      params: { user: f.owner.user.nickname },
    });
    for (const action of ['accept', 'reject'] as const) {
      const again = await k.respond(p, o.id, action, 'tr');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'transfer_offer_closed', message: CLOSED_TR });
    }
    expect((await k.respond(p, o.id, 'accept', 'en')).json().message).toBe(
      'This transfer offer was not found or is no longer available.',
    );
    expect(await k.rosterOf(f, f.owner)).not.toContainEqual(expect.objectContaining({ id: p.user.id }));
  });

  it('lets only the recipient answer: the sender gets a 403, a stranger a 404, bad actions a 400', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const p = await k.player();
    const o = await k.offer(f.owner, f, p);
    for (const who of [f.owner, manager]) {
      const res = await k.respond(who, o.id, 'accept');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('transfer_not_recipient');
    }
    const stranger = await k.respond(await k.player(), o.id, 'accept', 'tr');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(NOT_FOUND_TR);
    const bad = await k.call('POST', `/api/transfers/offer/${o.id}/respond`, p.cookie, { action: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await k.getOffer(p, o.id)).json<TransferOffer>().status).toBe('pending');
  });

  it('accepts: moves the player from his old team in one go, tells the old staff, closes his other offers for that game, records the move', async () => {
    const oldTeam = await k.teamOf({ games: ['valorant'] });
    const oldManager = await k.managerOf(oldTeam);
    const p = await k.player();
    await k.addMember(oldTeam, p);
    const newTeam = await k.teamOf({ games: ['valorant', 'cs2'] });
    const third = await k.teamOf({ games: ['valorant'] });
    const thirdManager = await k.managerOf(third);
    const cs2Team = await k.teamOf({ games: ['cs2'] });
    const wanted = await k.offer(newTeam.owner, newTeam, p);
    const rival = await k.offer(thirdManager, third, p);
    // His own offer to the same team for the same game is the same pending pair: refused.
    expect(
      (
        await k.call('POST', '/api/transfers/offers', p.cookie, {
          teamId: third.team.id,
          game: 'valorant',
          position: 'Flex',
        })
      ).statusCode,
    ).toBe(409);
    const otherGame = await k.offer(cs2Team.owner, cs2Team, p, { game: 'cs2' });
    expect((await k.detail(oldTeam, p)).team.members).toBe(3);

    const res = await k.respond(p, wanted.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TransferOffer>().status).toBe('accepted');

    expect(await k.rosterOf(newTeam, p)).toContainEqual({ id: p.user.id, role: 'player' });
    expect(await k.rosterOf(oldTeam, oldTeam.owner)).not.toContainEqual(expect.objectContaining({ id: p.user.id }));
    expect((await k.detail(oldTeam, oldTeam.owner)).team.members).toBe(2);
    expect((await k.detail(newTeam, p)).team.members).toBe(2);
    expect((await k.getOffer(p, rival.id)).json<TransferOffer>().status).toBe('declined');
    expect((await k.getOffer(p, otherGame.id)).json<TransferOffer>().status).toBe('pending');

    for (const staff of [oldTeam.owner, oldManager]) {
      expect(ofType(await k.notificationsOf(staff), 'transfer_player_left')[0]).toMatchObject({
        relatedId: wanted.id,
        senderId: p.user.id,
        params: { user: p.user.nickname, team: oldTeam.team.name, toTeam: newTeam.team.name },
      });
    }
    // The rival's sender hears that it closed, and why; the player who moved is not told about his own move.
    expect(ofType(await k.notificationsOf(thirdManager), 'transfer_offer_declined')[0]).toMatchObject({
      relatedId: rival.id,
      params: { team: third.team.name, player: p.user.nickname, reason: 'joined_other_team' },
    });
    expect(ofType(await k.notificationsOf(third.owner), 'transfer_offer_declined')).toHaveLength(0);
    expect(ofType(await k.notificationsOf(p), 'transfer_offer_declined')).toHaveLength(0);
    expect(ofType(await k.notificationsOf(newTeam.owner), 'transfer_offer_accepted')[0]).toMatchObject({
      relatedId: wanted.id,
    });

    const history = (
      await k.call('GET', `/api/transfers/history?userId=${p.user.id}`, p.cookie)
    ).json<TransferHistoryPage>();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      offerId: wanted.id,
      player: { id: p.user.id },
      fromTeam: { id: oldTeam.team.id, name: oldTeam.team.name, slug: oldTeam.team.slug },
      toTeam: { id: newTeam.team.id, name: newTeam.team.name },
      game: 'valorant',
      role: 'player',
    });
    for (const teamId of [oldTeam.team.id, newTeam.team.id]) {
      expect(
        (await k.call('GET', `/api/transfers/history?teamId=${teamId}`, p.cookie))
          .json<TransferHistoryPage>()
          .items.map((i) => i.offerId),
      ).toEqual([wanted.id]);
    }
    expect(
      (await k.call('GET', `/api/transfers/history?teamId=${third.team.id}`, p.cookie)).json<TransferHistoryPage>()
        .items,
    ).toEqual([]);
  });

  it('refuses an accept that would break one team per game elsewhere (409) and leaves everything as it was', async () => {
    const cs2Team = await k.teamOf({ games: ['cs2'] });
    const p = await k.player();
    await k.addMember(cs2Team, p);
    const both = await k.teamOf({ games: ['valorant', 'cs2'] });
    const o = await k.offer(both.owner, both, p, { game: 'valorant' });
    const res = await k.respond(p, o.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_in_team_for_game');
    expect((await k.getOffer(p, o.id)).json<TransferOffer>().status).toBe('pending');
    expect(await k.rosterOf(cs2Team, p)).toContainEqual({ id: p.user.id, role: 'player' });
  });

  it('of two offers for the same game accepted at once, exactly one wins; the other ends declined', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await k.teamOf();
      const b = await k.teamOf();
      const p = await k.player();
      const oa = await k.offer(a.owner, a, p);
      const ob = await k.offer(b.owner, b, p);
      const [ra, rb] = await Promise.all([k.respond(p, oa.id, 'accept'), k.respond(p, ob.id, 'accept')]);
      expect([ra.statusCode, rb.statusCode].sort(), `${ra.body} ${rb.body}`).toEqual([200, 409]);
      const loser = ra.statusCode === 409 ? ra : rb;
      expect(loser.json().code).toBe('transfer_offer_closed');
      const inA = (await k.rosterOf(a, p)).some((m) => m.id === p.user.id);
      const inB = (await k.rosterOf(b, p)).some((m) => m.id === p.user.id);
      expect(inA !== inB).toBe(true);
      const statuses = [
        (await k.getOffer(p, oa.id)).json<TransferOffer>().status,
        (await k.getOffer(p, ob.id)).json<TransferOffer>().status,
      ].sort();
      expect(statuses).toEqual(['accepted', 'declined']);
      expect(
        (await k.call('GET', `/api/transfers/history?userId=${p.user.id}`, p.cookie)).json<TransferHistoryPage>().items,
      ).toHaveLength(1);
    }
  });

  it('of an accept and a reject by two leaders at once, exactly one answer counts', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const p = await k.player();
    const o = await k.offer(p, f, null);
    const results = await Promise.all([k.respond(f.owner, o.id, 'accept'), k.respond(manager, o.id, 'reject')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const status = (await k.getOffer(p, o.id)).json<TransferOffer>().status;
    expect((await k.rosterOf(f, p)).some((m) => m.id === p.user.id)).toBe(status === 'accepted');
  });
});

describe('withdrawing', () => {
  it('lets the team side take back its offer; the player is told; then it is closed for everyone', async () => {
    const f = await k.teamOf();
    const manager = await k.managerOf(f);
    const p = await k.player();
    const o = await k.offer(manager, f, p);
    const byPlayer = await k.call('POST', `/api/transfers/offer/${o.id}/withdraw`, p.cookie);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().code).toBe('transfer_not_sender');
    const res = await k.call('POST', `/api/transfers/offer/${o.id}/withdraw`, f.owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TransferOffer>().status).toBe('withdrawn');
    // The player, and the manager who sent it (the owner took it back), hear that it closed.
    for (const who of [p, manager]) {
      expect(ofType(await k.notificationsOf(who), 'transfer_offer_declined')[0]).toMatchObject({
        relatedId: o.id,
        senderId: f.owner.user.id,
        params: { reason: 'withdrawn', player: p.user.nickname },
      });
    }
    const late = await k.respond(p, o.id, 'accept', 'tr');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLOSED_TR);
    expect((await k.call('POST', `/api/transfers/offer/${o.id}/withdraw`, f.owner.cookie)).statusCode).toBe(409);
    // Closed, it no longer blocks a new offer.
    expect((await k.offer(f.owner, f, p)).status).toBe('pending');
  });

  it('lets a person take back his offer of himself; the team staff are told', async () => {
    const f = await k.teamOf();
    const p = await k.player();
    const o = await k.offer(p, f, null);
    expect((await k.call('POST', `/api/transfers/offer/${o.id}/withdraw`, f.owner.cookie)).statusCode).toBe(403);
    expect((await k.call('POST', `/api/transfers/offer/${o.id}/withdraw`, p.cookie)).json<TransferOffer>().status).toBe(
      'withdrawn',
    );
    expect(ofType(await k.notificationsOf(f.owner), 'transfer_offer_declined')[0]).toMatchObject({
      relatedId: o.id,
      params: { reason: 'withdrawn' },
    });
  });
});

describe('lists of offers', () => {
  it('shows sent and received offers with a status filter, newest first, page by page', async () => {
    const f = await k.teamOf({ games: ['valorant', 'cs2', 'lol'] });
    const manager = await k.managerOf(f);
    const p = await k.player();
    const o1 = await k.offer(f.owner, f, p, { game: 'valorant' });
    const o2 = await k.offer(manager, f, p, { game: 'cs2' });
    const o3 = await k.offer(f.owner, f, p, { game: 'lol' });
    await k.respond(p, o2.id, 'reject');
    for (const leader of [f.owner, manager]) {
      expect(await box(leader, 'sent')).toEqual([o3.id, o2.id, o1.id]);
      expect(await box(leader, 'sent', '&status=pending')).toEqual([o3.id, o1.id]);
      expect(await box(leader, 'sent', `&teamId=${f.team.id}&status=rejected`)).toEqual([o2.id]);
      expect(await box(leader, 'received')).toEqual([]);
    }
    expect(await box(p, 'received')).toEqual([o3.id, o2.id, o1.id]);
    expect(await box(p, 'sent')).toEqual([]);
    expect(await box(await k.player(), 'received')).toEqual([]);
    const all = await k.allPages<TransferOffer>('/api/transfers/offers?box=received', p.cookie, 2);
    expect(all.map((o) => o.id)).toEqual([o3.id, o2.id, o1.id]);
    expect((await k.call('GET', '/api/transfers/offers?box=received&cursor=garbage', p.cookie)).statusCode).toBe(400);
    expect((await k.call('GET', '/api/transfers/offers?box=inbox', p.cookie)).statusCode).toBe(400);
  });
});
