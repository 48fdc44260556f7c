import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, Leaderboard, TournamentParticipantList } from '@esn/contract';
import { xpTotals } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { tournamentsClient } from '../tournaments/test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

async function named(firstName: string | null, lastName: string | null): Promise<Person> {
  const p = await c.player();
  const res = await c.call('PATCH', '/api/profiles/me', p.cookie, { firstName, lastName });
  expect(res.statusCode, res.body).toBe(200);
  return p;
}

describe('people are called by their names (first and last name when set, else the handle)', () => {
  it('in a solo tournament’s participants and bracket', async () => {
    const organizer = await c.player();
    const barış = await named('Barış', 'Çelik');
    const plain = await named(null, null);
    const tour = await c.host(organizer, { participantKind: 'solo', game: 'fc' });
    for (const p of [barış, plain]) {
      const res = await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {});
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (
      await c.call('GET', `/api/tournaments/${tour.id}/participants`, organizer.cookie)
    ).json<TournamentParticipantList>();
    expect(list.items.map((p) => [p.name, p.user?.nickname])).toEqual([
      ['Barış Çelik', barış.user.nickname],
      [plain.user.nickname, plain.user.nickname],
    ]);

    const gen = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(gen.statusCode, gen.body).toBe(201);
    const bracket = gen.json<Bracket>();
    // The handle stays the link target (`/profile/{slug}`).
    expect(bracket.participants.map((p) => [p.name, p.slug]).sort()).toEqual(
      [
        ['Barış Çelik', barış.user.nickname],
        [plain.user.nickname, plain.user.nickname],
      ].sort(),
    );
  });

  it('as a notification’s sender, in the stored text too', async () => {
    const mert = await named('Mert', 'Demir');
    const reader = await c.player();
    const follow = await c.call('POST', `/api/users/${reader.user.id}/follow`, mert.cookie);
    expect(follow.statusCode, follow.body).toBeLessThan(300);
    const note = (await c.notificationsOf(reader)).find((n) => n.type === 'follow');
    expect(note).toMatchObject({
      sender: { nickname: mert.user.nickname, firstName: 'Mert', lastName: 'Demir' },
      params: { nickname: mert.user.nickname },
      message: 'Mert Demir seni takip etmeye başladı',
    });
  });

  it('on the leaderboard, with the handle beside the name', async () => {
    const ayşe = await named('Ayşe', null);
    await t.app.db.insert(xpTotals).values({ subjectKind: 'user', subjectId: ayşe.user.id, xp: 999_999 });
    const board = (await c.call('GET', '/api/leaderboard?type=individual', ayşe.cookie)).json<Leaderboard>();
    expect(board.items[0]!.subject).toMatchObject({ kind: 'user', name: 'Ayşe', nickname: ayşe.user.nickname });
    expect(board.me?.subject).toMatchObject({ name: 'Ayşe', nickname: ayşe.user.nickname });
  });
});
