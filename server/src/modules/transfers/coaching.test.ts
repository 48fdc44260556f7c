import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachPage, CoachingProfile, Notification, TransferOffer } from '@esn/contract';
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

const profileBody = {
  games: ['valorant'],
  specialties: ['strategy', 'vod_review'],
  languages: ['tr', 'EN'],
  hourlyRate: 40,
  availability: 'now',
  summary: 'Ex-pro IGL',
};

async function publish(coach: Person, over: Record<string, unknown> = {}): Promise<CoachingProfile> {
  const res = await k.call('PUT', '/api/transfers/coaching-profile', coach.cookie, { ...profileBody, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CoachingProfile>();
}

describe('coaching profile', () => {
  it('is published and edited by a coach, read by anyone signed in', async () => {
    const coach = await k.coach();
    const p = await publish(coach);
    expect(p).toMatchObject({
      coach: { id: coach.user.id, userType: 'coach' },
      games: ['valorant'],
      specialties: ['strategy', 'vod_review'],
      languages: ['tr', 'en'],
      hourlyRate: 40,
      free: false,
      availability: 'now',
      summary: 'Ex-pro IGL',
      teams: [],
    });
    const edited = await publish(coach, { free: true, hourlyRate: null, games: ['valorant', 'cs2'] });
    expect(edited).toMatchObject({ free: true, hourlyRate: null, games: ['valorant', 'cs2'] });
    const read = await k.call('GET', `/api/transfers/coaches/${coach.user.id}`, (await k.player()).cookie);
    expect(read.json<CoachingProfile>()).toEqual(edited);
  });

  it('is for coaches only, and validates its fields with translated messages', async () => {
    for (const who of [await k.player(), (await k.teamOf()).owner]) {
      const res = await k.call('PUT', '/api/transfers/coaching-profile', who.cookie, profileBody);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'coach_only', message: 'Only coaches can have a coaching profile.' });
    }
    const coach = await k.coach();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/transfers/coaching-profile',
      headers: { cookie: coach.cookie, 'accept-language': 'tr' },
      payload: { ...profileBody, free: true, hourlyRate: 30 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({
      path: 'hourlyRate',
      message: 'Ücretsiz koçluk için saatlik ücret girilmez.',
    });
    for (const over of [{ games: [] }, { languages: ['turkish'] }, { specialties: ['magic'] }, { hourlyRate: -1 }]) {
      expect(
        (await k.call('PUT', '/api/transfers/coaching-profile', coach.cookie, { ...profileBody, ...over })).statusCode,
      ).toBe(400);
    }
    const none = await k.call('GET', `/api/transfers/coaches/${coach.user.id}`, coach.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('coaching_profile_not_found');
  });
});

describe('GET /api/transfers/coaches', () => {
  it('filters by game, specialty, language, availability, free and rate, newest first, page by page', async () => {
    // A game no other test of this file uses, so the list holds only these coaches.
    const game = 'mlbb';
    const a = await k.coach();
    const b = await k.coach();
    const c = await k.coach();
    await publish(a, { games: [game], specialties: ['aim'], languages: ['tr'], hourlyRate: 20 });
    await publish(b, {
      games: [game, 'lol'],
      specialties: ['mental'],
      languages: ['en'],
      free: true,
      hourlyRate: null,
      availability: 'in_1_month',
    });
    await publish(c, { games: [game], specialties: ['aim', 'mental'], languages: ['tr', 'de'], hourlyRate: 80 });
    const list = async (q: string) =>
      (await k.call('GET', `/api/transfers/coaches?game=${game}&${q}`, a.cookie))
        .json<CoachPage>()
        .items.map((i) => i.coach.id);
    expect(await list('')).toEqual([c.user.id, b.user.id, a.user.id]);
    expect(await list('specialty=aim')).toEqual([c.user.id, a.user.id]);
    expect(await list('language=de')).toEqual([c.user.id]);
    expect(await list('free=true')).toEqual([b.user.id]);
    expect(await list('maxRate=50')).toEqual([b.user.id, a.user.id]);
    expect(await list('availability=in_1_month')).toEqual([b.user.id]);
    const paged = await k.allPages<CoachingProfile>(`/api/transfers/coaches?game=${game}`, a.cookie, 2);
    expect(paged.map((p) => p.coach.id)).toEqual([c.user.id, b.user.id, a.user.id]);
    expect((await k.call('GET', '/api/transfers/coaches?specialty=magic', a.cookie)).statusCode).toBe(400);
  });
});

describe('coaching offers', () => {
  it('a coach offers coaching to a team; the team accepts; he joins as coach and keeps coaching his other team', async () => {
    const coach = await k.coach();
    await publish(coach);
    const first = await k.teamOf();
    await k.addMember(first, coach, 'coach');
    const team = await k.teamOf();
    await k.call('PATCH', `/api/teams/${team.team.id}`, team.owner.cookie, { lookingForCoach: true });
    const o = await k.offer(coach, team, null, { role: 'coach', position: 'Head coach' });
    expect(o).toMatchObject({ direction: 'person_to_team', role: 'coach', viewer: { canWithdraw: true } });
    // A coaching offer is told in its own words, not as a player's transfer.
    const received = await k.notificationsOf(team.owner);
    expect(received.filter((x: Notification) => x.type === 'transfer_offer')).toEqual([]);
    const n = received.find((x: Notification) => x.type === 'coaching_offer');
    expect(n).toMatchObject({
      relatedId: o.id,
      actionUrl: '/transfers',
      params: { role: 'coach', position: 'Head coach', user: coach.user.nickname, team: team.team.name },
      title: 'Yeni koçluk teklifi',
      message: `${coach.user.nickname}, ${team.team.name} için koçluk teklifi gönderdi: Head coach`,
    });
    const res = await k.respond(team.owner, o.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(await k.rosterOf(team, coach)).toContainEqual({ id: coach.user.id, role: 'coach' });
    expect(await k.rosterOf(first, coach)).toContainEqual({ id: coach.user.id, role: 'coach' });
    expect((await k.detail(team, team.owner)).team.lookingForCoach).toBe(false);
    const profile = (
      await k.call('GET', `/api/transfers/coaches/${coach.user.id}`, coach.cookie)
    ).json<CoachingProfile>();
    expect(profile.teams.map((x) => x.id).sort()).toEqual([first.team.id, team.team.id].sort());
  });

  it('a team invites a coach through an offer; the coach accepts; a coaching offer needs a coach and a player offer a player', async () => {
    const coach = await k.coach();
    const team = await k.teamOf();
    const o = await k.offer(team.owner, team, coach, { role: 'coach', position: 'Analyst' });
    const res = await k.respond(coach, o.id, 'accept');
    expect(res.json<TransferOffer>().status).toBe('accepted');
    expect(await k.rosterOf(team, coach)).toContainEqual({ id: coach.user.id, role: 'coach' });
    const other = await k.teamOf();
    const asPlayer = await k.call('POST', '/api/transfers/offers', coach.cookie, {
      teamId: other.team.id,
      role: 'player',
      game: 'valorant',
      position: 'Entry',
    });
    expect(asPlayer.json().code).toBe('transfer_not_player');
    const player = await k.player();
    const asCoach = await k.call('POST', '/api/transfers/offers', player.cookie, {
      teamId: other.team.id,
      role: 'coach',
      game: 'valorant',
      position: 'Coach',
    });
    expect(asCoach.json().code).toBe('transfer_not_coach');
    expect(
      (await k.notificationsOf(coach)).filter((x: Notification) => x.type === 'coaching_offer' && x.relatedId === o.id),
    ).toHaveLength(1);
    const hist = (await k.call('GET', `/api/transfers/history?teamId=${team.team.id}`, coach.cookie)).json();
    expect(hist.items[0]).toMatchObject({ role: 'coach', fromTeam: null, toTeam: { id: team.team.id } });
  });

  it("the sender of a coaching offer hears of its answer in coaching words, and the one who answered keeps his record in them; a player's offer keeps the transfer words", async () => {
    const coach = await k.coach();
    const invited = await k.teamOf();
    const accepted = await k.offer(invited.owner, invited, coach, { role: 'coach', position: 'Analyst' });
    expect((await k.respond(coach, accepted.id, 'accept')).statusCode).toBe(200);
    const answerOf = async (to: Person, type: string, offerId: string) =>
      (await k.notificationsOf(to)).find((x: Notification) => x.type === type && x.relatedId === offerId);
    expect(await answerOf(invited.owner, 'transfer_offer_accepted', accepted.id)).toMatchObject({
      params: { role: 'coach', user: coach.user.nickname },
      title: 'Koçluk teklifin kabul edildi',
      message: `${coach.user.nickname} koçluk teklifini kabul etti`,
    });
    // And the one who answered keeps the record of his answer in the same words.
    expect(await answerOf(coach, 'transfer_offer_response_accepted', accepted.id)).toMatchObject({
      title: 'Koçluk teklifini kabul ettin',
      message: `${invited.owner.user.nickname} kullanıcısının koçluk teklifini kabul ettin`,
    });

    const rejecting = await k.teamOf();
    const rejected = await k.offer(coach, rejecting, null, { role: 'coach', position: 'Head coach' });
    expect((await k.respond(rejecting.owner, rejected.id, 'reject')).statusCode).toBe(200);
    expect(await answerOf(coach, 'transfer_offer_rejected', rejected.id)).toMatchObject({
      params: { role: 'coach', user: rejecting.owner.user.nickname },
      title: 'Koçluk teklifin reddedildi',
      message: `${rejecting.owner.user.nickname} koçluk teklifini reddetti`,
    });
    expect(await answerOf(rejecting.owner, 'transfer_offer_response_rejected', rejected.id)).toMatchObject({
      title: 'Koçluk teklifini reddettin',
      message: `${coach.user.nickname} kullanıcısının koçluk teklifini reddettin`,
    });

    const player = await k.player();
    const playerOffer = await k.offer(invited.owner, invited, player, { role: 'player', position: 'Entry' });
    expect((await k.respond(player, playerOffer.id, 'accept')).statusCode).toBe(200);
    expect(await answerOf(invited.owner, 'transfer_offer_accepted', playerOffer.id)).toMatchObject({
      params: { role: 'player' },
      title: 'Transfer teklifin kabul edildi',
      message: `${player.user.nickname} transfer teklifini kabul etti`,
    });
    expect(await answerOf(player, 'transfer_offer_response_accepted', playerOffer.id)).toMatchObject({
      title: 'Transfer teklifini kabul ettin',
    });
  });

  it('the role follows the account type in both directions, with a translated 400: a coach is never offered a place as player, a player or team owner never coaching', async () => {
    const team = await k.teamOf();
    const [coach, player, otherOwner] = [await k.coach(), await k.player(), (await k.teamOf()).owner];
    const cases: [Person, Record<string, unknown>, string, string][] = [
      [team.owner, { userId: coach.user.id, role: 'player' }, 'transfer_not_player', 'oyuncu'],
      [team.owner, { userId: player.user.id, role: 'coach' }, 'transfer_not_coach', 'koç'],
      [team.owner, { userId: otherOwner.user.id, role: 'coach' }, 'transfer_not_coach', 'koç'],
      [coach, { role: 'player' }, 'transfer_not_player', 'oyuncu'],
      [otherOwner, { role: 'coach' }, 'transfer_not_coach', 'koç'],
    ];
    for (const [by, over, code, word] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transfers/offers',
        headers: { cookie: by.cookie, 'accept-language': 'tr' },
        payload: { teamId: team.team.id, game: 'valorant', position: 'Entry', ...over },
      });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message.toLocaleLowerCase('tr')).toContain(word);
    }
    expect((await k.call('GET', '/api/transfers/offers?box=received', team.owner.cookie)).json().items).toEqual([]);
  });
});
