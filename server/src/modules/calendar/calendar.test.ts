import { eq, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedState } from '@esn/contract';
import { createTestApp, setLanguage, type TestApp } from '../../../test/helper';
import { calendarFeeds, matches, roundWindows, tournaments } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { matchesRepository } from '../matches/matches.repository';
import { resultsClient } from '../matches/results-kit';
import type { Person } from '../teams/test-kit';
import { inHours } from '../tournaments/test-kit';

let t: TestApp;
let c: ReturnType<typeof resultsClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = resultsClient(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, p?: Person, lang = 'en') =>
  t.app.inject({ method, url, headers: { 'accept-language': lang, ...(p ? { cookie: p.cookie } : {}) } });

async function regenerate(p: Person, lang = 'en') {
  const res = await call('POST', '/api/calendar/regenerate', p, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarFeedState>().feed!;
}

/** The feed's address as a path of this app (its origin is PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;
/** iCalendar times have whole seconds. */
const sec = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString();
const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;

/** The feed fetched without a session, as a calendar app does, and parsed back with node-ical. */
async function fetchFeed(url: string, lang = 'en') {
  const res = await call('GET', pathOf(url), undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  expect(res.headers['cache-control']).toMatch(/private/);
  const parsed = ical.sync.parseICS(res.body);
  const events = Object.values(parsed).filter((x): x is VEvent => x?.type === 'VEVENT');
  return { body: res.body, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

describe('the calendar feed', () => {
  it('keeps the token secret: only its hash and a sealed copy are stored, and only its owner reads the address', async () => {
    const me = await c.player();
    const other = await c.player();
    expect((await call('GET', '/api/calendar', me)).json()).toEqual({ feed: null });
    expect((await call('GET', '/api/calendar')).statusCode).toBe(401);
    expect((await call('POST', '/api/calendar/regenerate')).statusCode).toBe(401);

    const feed = await regenerate(me);
    expect(feed.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const token = tokenOf(feed.url);
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The data export says there is a feed, not its secret address.
    const exported = (await call('GET', '/api/me/export', me)).json<{ calendarFeed: unknown }>();
    expect(exported.calendarFeed).toEqual({ createdAt: feed.createdAt, lang: 'en' });
    expect(JSON.stringify(exported)).not.toContain(token);

    // The owner sees the same address again; someone else sees only his own (none).
    expect((await call('GET', '/api/calendar', me)).json<CalendarFeedState>().feed).toEqual(feed);
    expect((await call('GET', '/api/calendar', other)).json()).toEqual({ feed: null });
  });

  it('regenerating replaces the address: the old one answers 404 at once, the new one works', async () => {
    const me = await c.player();
    const first = await regenerate(me);
    await fetchFeed(first.url);
    const second = await regenerate(me);
    expect(second.url).not.toBe(first.url);
    const old = await call('GET', pathOf(first.url));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'calendar_feed_not_found' });
    await fetchFeed(second.url);
    expect((await call('GET', '/api/calendar/not-a-token.ics')).statusCode).toBe(404);

    // Turned off, the address answers 404 and the owner has no feed; turning off again is fine.
    expect((await call('DELETE', '/api/calendar')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/calendar', me)).statusCode).toBe(204);
    expect((await call('GET', pathOf(second.url))).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar', me)).json()).toEqual({ feed: null });
    expect((await call('DELETE', '/api/calendar', me)).statusCode).toBe(204);
    const third = await regenerate(me);
    await fetchFeed(third.url);
    expect((await call('GET', '/api/calendar', me)).json<CalendarFeedState>().feed!.url).toBe(third.url);
  });

  it('lists one’s own scheduled matches and tournament dates in UTC, with stable UIDs, and nobody else’s', async () => {
    const { tour, organizer, teamOf } = await c.bracketOf(4);
    // A check-in window (set afterwards: with check-in, the bracket would wait for the teams to check in).
    const checkInOpensAt = inHours(46);
    const checkInClosesAt = inHours(47);
    await t.app.db
      .update(tournaments)
      .set({ checkInOpensAt: new Date(checkInOpensAt), checkInClosesAt: new Date(checkInClosesAt) })
      .where(eq(tournaments.id, tour.id));
    const all = await c.matchesOf(tour.id, organizer.cookie);
    const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
    const others = all.filter((m) => m.id !== match.id);
    const me = a.owner;

    const feed = await regenerate(me);
    const { events, byUid } = await fetchFeed(feed.url);

    const ev = byUid.get(`match-${match.id}@esportscv`);
    expect(ev, 'my match').toBeDefined();
    expect(ev!.start.toISOString()).toBe(sec(match.scheduledAt!));
    expect(ev!.start.toISOString()).toBe(sec(tour.startsAt));
    expect(ev!.summary).toBe(`Match: ${a.team.name} vs ${b.team.name} (${tour.name})`);
    expect(ev!.url).toBe(`${t.config.publicUrl}/matches/${match.id}`);
    // The round as the bracket names it (4 teams: the first round is the semi-finals), the series as the site writes it.
    expect(ev!.description).toBe(`${tour.name}\nSemi-finals\nBo${match.bestOf}\n${ev!.url}`);
    for (const m of others) expect(byUid.has(`match-${m.id}@esportscv`), `another team's match ${m.id}`).toBe(false);

    const start = byUid.get(`tournament-${tour.id}-start@esportscv`);
    expect(start!.start.toISOString()).toBe(sec(tour.startsAt));
    expect(start!.summary).toBe(`Tournament starts: ${tour.name}`);
    const checkIn = byUid.get(`tournament-${tour.id}-checkin@esportscv`);
    expect(checkIn!.start.toISOString()).toBe(sec(checkInOpensAt));
    expect(checkIn!.end!.toISOString()).toBe(sec(checkInClosesAt));
    expect(byUid.get(`tournament-${tour.id}-registration@esportscv`)!.start.toISOString()).toBe(
      sec(tour.registrationDeadline),
    );
    // One match and three tournament dates: the organizer's and other teams' matches are not here.
    expect(events).toHaveLength(4);

    // The other side's owner sees the same match under the same UID.
    const theirs = await fetchFeed((await regenerate(b.owner)).url);
    expect(theirs.byUid.has(`match-${match.id}@esportscv`)).toBe(true);

    // A player of the roster (not its owner) sees the team's match too.
    const player = await c.player();
    await c.addMember(a, player);
    const rosterFeed = await fetchFeed((await regenerate(player)).url);
    expect(rosterFeed.byUid.has(`match-${match.id}@esportscv`)).toBe(true);

    // A new time is the same event with a higher SEQUENCE; an unscheduled match leaves the feed.
    const later = new Date(Date.parse(tour.startsAt) + 3_600_000);
    await new Promise((r) => setTimeout(r, 1100));
    await matchesRepository.update(t.app.db, match.id, { scheduledAt: later });
    const moved = (await fetchFeed(feed.url)).byUid.get(`match-${match.id}@esportscv`)!;
    expect(moved.start.toISOString()).toBe(sec(later.toISOString()));
    expect(Number(moved.sequence)).toBeGreaterThan(Number(ev!.sequence ?? 0));
    await t.app.db.update(matches).set({ scheduledAt: null }).where(eq(matches.id, match.id));
    expect((await fetchFeed(feed.url)).byUid.has(`match-${match.id}@esportscv`)).toBe(false);
  });

  it('writes titles in the owner’s language (Turkish by default) and lists solo matches where one is a side', async () => {
    const organizer = await c.player();
    const tour = await c.host(organizer, { participantKind: 'solo', name: 'Solo Kupa, Bahar' });
    const players = [await c.player(), await c.player()];
    for (const p of players) {
      const res = await c.call('POST', `/api/tournaments/${tour.id}/registrations`, p.cookie, {});
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie)).statusCode).toBe(201);
    const [match] = await c.matchesOf(tour.id, organizer.cookie);
    const me = players[0]!;
    const feed = await regenerate(me, 'tr');
    const { byUid } = await fetchFeed(feed.url, 'en');
    const ev = byUid.get(`match-${match!.id}@esportscv`)!;
    const names = [players[0]!.user.nickname, players[1]!.user.nickname];
    expect([
      `Maç: ${names[0]} – ${names[1]} (${tour.name})`,
      `Maç: ${names[1]} – ${names[0]} (${tour.name})`,
    ]).toContain(ev.summary);
    // Two players: their one match is the final, in Turkish words.
    expect(ev.description).toBe(`${tour.name}\nFinal\nBo1\n${t.config.publicUrl}/matches/${match!.id}`);
    expect(byUid.get(`tournament-${tour.id}-start@esportscv`)!.summary).toBe(`Turnuva başlıyor: ${tour.name}`);
    // Using the site in English (the web says so) switches the feed to English.
    expect((await setLanguage(t.app, me.cookie, 'en')).statusCode).toBe(204);
    expect((await fetchFeed(feed.url)).byUid.get(`tournament-${tour.id}-start@esportscv`)!.summary).toBe(
      `Tournament starts: ${tour.name}`,
    );
  });

  it('lists the start of one’s team’s league and the organizers’ play-by deadlines, with UIDs that stay when moved', async () => {
    const organizer = await c.player();
    const league = await c.createLeague(organizer, { name: 'Takvim Ligi', startsAt: inHours(48) });
    const mine = await c.teamOf();
    const invited = await c.teamOf();
    const res = await c.call('POST', `/api/leagues/${league.id}/teams`, mine.owner.cookie, { teamId: mine.team.id });
    expect(res.statusCode, res.body).toBe(201);
    // Only invited, not (yet) in the league: none of its dates.
    const invitation = await c.call('POST', `/api/leagues/${league.id}/teams`, organizer.cookie, {
      teamId: invited.team.id,
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const playBy = (at: string | null) =>
      c.call('PUT', `/api/leagues/${league.id}/rounds/1/play-by`, organizer.cookie, { playBy: at });
    const firstDeadline = inHours(72);
    expect((await playBy(firstDeadline)).statusCode).toBe(200);

    const feed = await regenerate(mine.owner, 'tr');
    const { byUid } = await fetchFeed(feed.url);
    const start = byUid.get(`league-${league.id}-start@esportscv`);
    expect(start!.summary).toBe('Lig başlıyor: Takvim Ligi');
    expect(start!.start.toISOString()).toBe(sec(league.startsAt));
    const uid = `league-${league.id}-week-1-playby@esportscv`;
    expect(byUid.get(uid)!.summary).toBe('Son oynanma tarihi: Takvim Ligi, 1. hafta');
    expect(byUid.get(uid)!.start.toISOString()).toBe(sec(firstDeadline));

    // Moved, the same event with a higher SEQUENCE (the row's last change made an hour older, instead of waiting for
    // the clock's next second); removed, gone. A team only invited sees none of it.
    await t.app.db
      .update(roundWindows)
      .set({ updatedAt: sql`${roundWindows.updatedAt} - interval '1 hour'` })
      .where(eq(roundWindows.leagueId, league.id));
    const before = (await fetchFeed(feed.url)).byUid.get(uid)!;
    const secondDeadline = inHours(96);
    expect((await playBy(secondDeadline)).statusCode).toBe(200);
    const moved = (await fetchFeed(feed.url)).byUid.get(uid)!;
    expect(moved.start.toISOString()).toBe(sec(secondDeadline));
    expect(Number(moved.sequence)).toBeGreaterThan(Number(before.sequence));
    expect((await playBy(null)).statusCode).toBe(200);
    expect((await fetchFeed(feed.url)).byUid.has(uid)).toBe(false);
    const theirs = await fetchFeed((await regenerate(invited.owner)).url);
    expect(theirs.events).toEqual([]);
  });

  it('gives an organizer every match, date and play-by deadline of the events he runs, and only those', async () => {
    const { tour, organizer } = await c.bracketOf(4);
    const scheduled = (await c.matchesOf(tour.id, organizer.cookie)).filter((m) => m.scheduledAt && m.a && m.b);
    expect(scheduled.length).toBeGreaterThan(0);
    const league = await c.createLeague(organizer, { name: 'Organizatör Ligi', startsAt: inHours(48) });
    const deadline = inHours(72);
    const playBy = await c.call('PUT', `/api/leagues/${league.id}/rounds/1/play-by`, organizer.cookie, {
      playBy: deadline,
    });
    expect(playBy.statusCode, playBy.body).toBe(200);
    const other = await c.bracketOf(4);

    // His feed was empty: he plays in none of them.
    const { byUid } = await fetchFeed((await regenerate(organizer)).url);
    for (const m of scheduled) expect(byUid.has(`match-${m.id}@esportscv`), `match ${m.id}`).toBe(true);
    expect(byUid.get(`tournament-${tour.id}-start@esportscv`)!.start.toISOString()).toBe(sec(tour.startsAt));
    expect(byUid.get(`league-${league.id}-start@esportscv`)!.summary).toBe('League starts: Organizatör Ligi');
    expect(byUid.get(`league-${league.id}-week-1-playby@esportscv`)!.start.toISOString()).toBe(sec(deadline));
    // Nothing of another organizer's tournament.
    expect(byUid.has(`tournament-${other.tour.id}-start@esportscv`)).toBe(false);
    for (const m of await c.matchesOf(other.tour.id, other.organizer.cookie))
      expect(byUid.has(`match-${m.id}@esportscv`)).toBe(false);
  });
});
