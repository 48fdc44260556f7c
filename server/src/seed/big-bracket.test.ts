import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bracket, TournamentPage } from '@esn/contract';
import { createTestApp, onboardedUser, type TestApp } from '../../test/helper';
import { BIG_BRACKET_NAME, seedBigBracket } from './big-bracket';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the browser tests’ 256-player double elimination (SEED_BIG_BRACKET)', () => {
  it('is served by the API with its 510 matches, once however often the server starts', async () => {
    await seedBigBracket(t.app.ctx);
    await seedBigBracket(t.app.ctx);
    const { cookie } = await onboardedUser(t.app);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const list = await get(`/api/tournaments?q=${encodeURIComponent(BIG_BRACKET_NAME)}`);
    expect(list.statusCode, list.body).toBe(200);
    const found = list.json<TournamentPage>().items.filter((x) => x.name === BIG_BRACKET_NAME);
    expect(found).toHaveLength(1);
    const res = await get(`/api/tournaments/${found[0]!.id}/bracket`);
    expect(res.statusCode, res.body).toBe(200);
    const bracket = res.json<Bracket>();
    expect(bracket.participants).toHaveLength(256);
    const groups = bracket.stages[0]!.groups;
    expect(groups.map((g) => g.kind)).toEqual(['winners', 'losers', 'grand_final']);
    expect(groups.flatMap((g) => g.rounds.flatMap((r) => r.matches))).toHaveLength(510);
  }, 120_000);
});
