import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { inHours, tournamentsClient } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

describe('tournament update notifications say what changed', () => {
  it('time changed, registration closed, bracket drawn, cancelled: each its own kind and stored text', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { maxParticipants: 4 });
    const [entry] = await c.teamsRegistered(tour.id, 2);
    const owner = entry!.team.owner;
    const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['schedule', () => c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { startsAt: inHours(72) })],
      ['details', () => c.call('PATCH', `/api/tournaments/${tour.id}`, organizer.cookie, { rules: 'No smurfs' })],
      [
        'registration_closed',
        () => c.call('POST', `/api/tournaments/${tour.id}/status`, organizer.cookie, { status: 'registration_closed' }),
      ],
      ['bracket', () => c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)],
      [
        'cancelled',
        () => c.call('POST', `/api/tournaments/${tour.id}/status`, organizer.cookie, { status: 'cancelled' }),
      ],
    ];
    for (const [, step] of steps) {
      const res = await step();
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    // Written a few milliseconds apart, so compared by kind rather than by order.
    const updates = (await c.notificationsOf(owner)).filter((n) => n.type === 'tournament_update');
    const byKind = new Map(updates.map((n) => [n.params.change, n.message]));
    expect([...byKind.keys()].sort()).toEqual(steps.map(([kind]) => kind).sort());
    expect(Object.fromEntries(byKind)).toEqual({
      schedule: 'Spring Cup: turnuvanın tarihleri değişti',
      details: 'Spring Cup: turnuva bilgileri güncellendi',
      registration_closed: 'Spring Cup: kayıtlar kapandı',
      bracket: 'Spring Cup: eşleşme tablosu oluşturuldu',
      cancelled: 'Spring Cup: turnuva iptal edildi',
    });
  });
});
