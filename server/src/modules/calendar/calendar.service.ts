import type { CalendarFeedState, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/language';
import { hashToken, newToken } from '../../lib/tokens';
import { buildCalendar } from './calendar.ics';
import { calendarRepository as repo } from './calendar.repository';
import { sealToken, unsealToken } from './feed-token';

/** Matches and dates of the last week stay in the feed, so an event does not vanish from a calendar as it starts. */
const KEEP_PAST_MS = 7 * 24 * 3_600_000;

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/api/calendar/${token}.ics`;

/**
 * One's feed and its address. The events' language is the one the owner uses the site in (`PUT /api/me/language`
 * keeps it, see account.service.ts).
 */
export async function getFeed(ctx: AppContext, me: User): Promise<CalendarFeedState> {
  const row = await repo.find(ctx.db, me.id);
  if (!row) return { feed: null };
  const token = unsealToken(row.tokenSealed, ctx.config.sessionSecret);
  // Sealed under another SESSION_SECRET: the address cannot be shown; the owner makes a new one.
  if (token === null) return { feed: null };
  return { feed: { url: feedUrl(ctx, token), createdAt: row.createdAt.toISOString() } };
}

/** A new secret address (the first one, or one replacing the old, which stops working with this write). */
export async function regenerate(ctx: AppContext, me: User, lang: Lang): Promise<CalendarFeedState> {
  const { token, hash } = newToken();
  const createdAt = ctx.clock.now();
  await repo.save(ctx.db, {
    userId: me.id,
    tokenHash: hash,
    tokenSealed: sealToken(token, ctx.config.sessionSecret),
    lang,
    createdAt,
  });
  return { feed: { url: feedUrl(ctx, token), createdAt: createdAt.toISOString() } };
}

/** No feed any more: the address answers 404 from now on. Idempotent (nothing to turn off is fine). */
export async function turnOff(ctx: AppContext, me: User): Promise<void> {
  await repo.remove(ctx.db, me.id);
}

/** The iCalendar file of a feed's token; an unknown or replaced token is a 404. */
export async function feedFile(ctx: AppContext, token: string): Promise<string> {
  const feed = await repo.findByHash(ctx.db, hashToken(token));
  if (!feed) throw notFound('calendar_feed_not_found');
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - KEEP_PAST_MS);
  const [matchRows, tournamentRows, leagueRows, playByRows, settings] = await Promise.all([
    repo.matchesOf(ctx.db, feed.userId, since),
    repo.tournamentsOf(ctx.db, feed.userId, since),
    repo.leaguesOf(ctx.db, feed.userId, since),
    repo.playByOf(ctx.db, feed.userId, since),
    ctx.settings.get(),
  ]);
  return buildCalendar({
    lang: feed.lang,
    siteName: settings.siteName,
    publicUrl: ctx.config.publicUrl,
    since,
    matches: matchRows.map((m) => ({
      ...m,
      scheduledAt: m.scheduledAt!,
      sideA: m.teamAName ?? m.userANickname,
      sideB: m.teamBName ?? m.userBNickname,
    })),
    tournaments: tournamentRows,
    leagues: leagueRows,
    playBy: playByRows,
  });
}
