import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { leagues, profiles, teams, tournaments, users } from '../../db/schema/index';
import { tournamentsClient, inHours } from '../tournaments/test-kit';
import { fixtures, uploaded } from './test-fixtures';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

/** 0015 again, statement by statement, on rows written behind the API's back (as older versions let them in). */
async function clearForeignImages() {
  const text = readFileSync(new URL('../../db/migrations/0015_clear_foreign_images.sql', import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.app.db.execute(sql.raw(statement));
}

describe('migration 0015_clear_foreign_images', () => {
  it('clears every image field that is not its person’s own uploaded image, keeps the rest, and fixes completeness', async () => {
    const bad = await c.player();
    const good = await c.player();
    const stranger = await c.player();
    const theirs = await uploaded(t.app, stranger.cookie, fixtures.png());
    const video = await uploaded(t.app, bad.cookie, fixtures.mp4());
    const [avatar, cover] = [
      await uploaded(t.app, good.cookie, fixtures.png()),
      await uploaded(t.app, good.cookie, fixtures.png()),
    ];
    const completeness = async (userId: string) =>
      (await t.app.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.completeness;

    // Both profiles reach 25 (avatar 15 + cover 10), then the bad one gets foreign values directly.
    expect(
      (await c.call('PATCH', '/api/profiles/me', good.cookie, { avatarUrl: avatar.url, coverImageUrl: cover.url }))
        .statusCode,
    ).toBe(200);
    const own = [await uploaded(t.app, bad.cookie, fixtures.png()), await uploaded(t.app, bad.cookie, fixtures.png())];
    expect(
      (await c.call('PATCH', '/api/profiles/me', bad.cookie, { avatarUrl: own[0]!.url, coverImageUrl: own[1]!.url }))
        .statusCode,
    ).toBe(200);
    expect(await completeness(bad.user.id)).toBe(25);
    await t.app.db
      .update(users)
      .set({ avatarUrl: '/api/logout', profileImageUrl: 'https://tracker.example/p.gif' })
      .where(eq(users.id, bad.user.id));
    await t.app.db.update(profiles).set({ coverImageUrl: theirs.url }).where(eq(profiles.userId, bad.user.id));

    const f = await c.teamOf();
    const manager = await c.player();
    await c.addMember(f, manager, 'manager');
    const managerLogo = await uploaded(t.app, manager.cookie, fixtures.png());
    const g = await c.teamOf();
    await t.app.db
      .update(teams)
      .set({ logoUrl: managerLogo.url, coverUrl: 'javascript:alert(1)' })
      .where(eq(teams.id, f.team.id));
    await t.app.db
      .update(teams)
      .set({ logoUrl: '/public-objects/../api/logout', coverUrl: video.url })
      .where(eq(teams.id, g.team.id));

    const tourBanner = await uploaded(t.app, good.cookie, fixtures.png());
    const keptTour = await c.host(good);
    const badTour = await c.host(bad);
    await t.app.db.update(tournaments).set({ bannerUrl: tourBanner.url }).where(eq(tournaments.id, keptTour.id));
    await t.app.db
      .update(tournaments)
      .set({ bannerUrl: 'data:text/html,<script>alert(1)</script>' })
      .where(eq(tournaments.id, badTour.id));
    const league = await c.call('POST', '/api/leagues', bad.cookie, {
      name: 'Old league',
      game: 'valorant',
      season: 'S1',
      startsAt: inHours(24),
    });
    const leagueId = league.json().league.id as string;
    await t.app.db.update(leagues).set({ bannerUrl: theirs.url }).where(eq(leagues.id, leagueId));

    await clearForeignImages();

    const [badUser] = await t.app.db.select().from(users).where(eq(users.id, bad.user.id));
    expect(badUser).toMatchObject({ avatarUrl: null, profileImageUrl: null });
    expect(
      (await t.app.db.select().from(profiles).where(eq(profiles.userId, bad.user.id)))[0]!.coverImageUrl,
    ).toBeNull();
    expect(await completeness(bad.user.id)).toBe(0);
    const [goodUser] = await t.app.db.select().from(users).where(eq(users.id, good.user.id));
    expect(goodUser!.avatarUrl).toBe(avatar.url);
    expect(await completeness(good.user.id)).toBe(25);
    expect((await t.app.db.select().from(teams).where(eq(teams.id, f.team.id)))[0]).toMatchObject({
      logoUrl: managerLogo.url,
      coverUrl: null,
    });
    expect((await t.app.db.select().from(teams).where(eq(teams.id, g.team.id)))[0]).toMatchObject({
      logoUrl: null,
      coverUrl: null,
    });
    expect((await t.app.db.select().from(tournaments).where(eq(tournaments.id, keptTour.id)))[0]!.bannerUrl).toBe(
      tourBanner.url,
    );
    expect((await t.app.db.select().from(tournaments).where(eq(tournaments.id, badTour.id)))[0]!.bannerUrl).toBeNull();
    expect((await t.app.db.select().from(leagues).where(eq(leagues.id, leagueId)))[0]!.bannerUrl).toBeNull();

    // Running it again changes nothing.
    await clearForeignImages();
    expect(await completeness(good.user.id)).toBe(25);
    expect(await completeness(bad.user.id)).toBe(0);
  });
});
