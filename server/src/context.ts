import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './lib/events';
import type { Mailer } from './plugins/mailer';
import type { SessionStore } from './modules/auth/session-store';
import type { LoginLimiter } from './modules/auth/login-limiter';
import type { NotificationCache } from './modules/notifications/notification-cache';
import type { FeedCache } from './modules/posts/feed-cache';

/** What use cases need, handed to them explicitly so they run the same from a route, a seed or a test. */
export type AppContext = {
  config: Config;
  db: Db;
  events: EventBus;
  sessions: SessionStore;
  mailer: Mailer;
  loginLimiter: LoginLimiter;
  notificationCache: NotificationCache;
  feedCache: FeedCache;
  log: FastifyBaseLogger;
};
