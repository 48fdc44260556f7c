import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { DeferredWork } from './lib/deferred-work';
import type { EventBus } from './lib/events';
import type { Outbox } from './lib/outbox';
import type { Mailer } from './lib/mailer';
import type { SessionStore } from './modules/auth/session-store';
import type { LoginLimiter } from './modules/auth/login-limiter';
import type { NotificationCache } from './modules/notifications/notification-cache';
import type { MessageCache } from './modules/messages/message-cache';
import type { FeedCache } from './modules/posts/feed-cache';
import type { PostViewCache } from './modules/posts/post-view-cache';
import type { Timelines } from './modules/posts/timelines';
import type { TournamentCache } from './modules/tournaments/tournament-cache';
import type { MarketCache } from './modules/transfers/market-cache';
import type { SettingsService } from './modules/settings/settings.service';
import type { LeaderboardCache } from './modules/challenges/leaderboard';

/** What use cases need, handed to them explicitly so they run the same from a route, a seed or a test. */
export type AppContext = {
  config: Config;
  db: Db;
  events: EventBus;
  /** The events' durable work (lib/outbox.ts), drained after each commit and by a deferred task. */
  outbox: Outbox;
  sessions: SessionStore;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  notificationCache: NotificationCache;
  /** Unread message counts, per process, dropped on every process when they change. */
  messageCache: MessageCache;
  feedCache: FeedCache;
  /** Posts as every reader sees them (modules/posts/post-view-cache.ts). */
  postViews: PostViewCache;
  /** Home timelines in Redis (fan-out on write), when REDIS_URL is set. */
  timelines: Timelines;
  tournamentCache: TournamentCache;
  marketCache: MarketCache;
  log: FastifyBaseLogger;
  /** The leaderboards' rankings, per process. */
  leaderboard: LeaderboardCache;
  /** Site settings (cached per process). */
  settings: SettingsService;
  /** The time as use cases see it (tests move it). */
  clock: Clock;
  /** Deferred work (deadlines) each process runs on an interval; see lib/deferred-work.ts. */
  work: DeferredWork;
};
