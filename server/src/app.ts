import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database, Db } from './db/client';
import { EventBus } from './lib/events';
import auth from './plugins/auth';
import errors from './plugins/errors';
import inputGuard from './plugins/input-guard';
import openapi from './plugins/openapi';
import { createMailer } from './plugins/mailer';
import redis from './plugins/redis';
import compression from './plugins/compression';
import web from './plugins/web';
import securityHeaders from './plugins/security-headers';
import sameOrigin from './plugins/same-origin';
import writeLimits from './plugins/write-limits';
import { rateLimitStore } from './lib/limiter';
import adminRoutes from './modules/admin/admin.routes';
import { registerAuthListeners } from './modules/auth/auth.events';
import { LoginLimiter } from './modules/auth/login-limiter';
import authRoutes from './modules/auth/auth.routes';
import healthRoutes from './modules/health/health.routes';
import onboardingRoutes from './modules/onboarding/onboarding.routes';
import { SettingsService } from './modules/settings/settings.service';
import settingsRoutes from './modules/settings/settings.routes';
import teamsRoutes from './modules/teams/teams.routes';
import realtime from './plugins/realtime';
import followsRoutes from './modules/follows/follows.routes';
import { registerFollowListeners } from './modules/follows/follows.events';
import messagesRoutes from './modules/messages/messages.routes';
import { registerMessageListeners } from './modules/messages/messages.events';
import { MessageCache } from './modules/messages/message-cache';
import notificationsRoutes from './modules/notifications/notifications.routes';
import {
  registerNotificationListeners,
  registerNotificationMailListeners,
} from './modules/notifications/notifications.events';
import { NotificationMailer } from './modules/notifications/mail-queue';
import { NotificationCache } from './modules/notifications/notification-cache';
import profilesRoutes from './modules/profiles/profiles.routes';
import careerRoutes from './modules/career/career.routes';
import recordRoutes from './modules/record/record.routes';
import { registerRecordListeners } from './modules/record/record.events';
import cvRoutes from './modules/cv/cv.routes';
import { cvPageHead } from './modules/cv/cv.meta';
import connectionsRoutes from './modules/connections/connections.routes';
import postsRoutes from './modules/posts/posts.routes';
import uploadsRoutes from './modules/uploads/uploads.routes';
import searchRoutes from './modules/search/search.routes';
import { registerConnectionListeners } from './modules/connections/connections.events';
import { registerPostListeners } from './modules/posts/posts.events';
import { registerTeamListeners } from './modules/teams/teams.notifications';
import { registerFeedListeners } from './modules/posts/feed.events';
import { FeedCache } from './modules/posts/feed-cache';
import { PostViewCache } from './modules/posts/post-view-cache';
import { Timelines } from './modules/posts/timelines';
import { TournamentCache } from './modules/tournaments/tournament-cache';
import tournamentsRoutes from './modules/tournaments/tournaments.routes';
import { registerTournamentListeners } from './modules/tournaments/tournaments.notifications';
import { registerLeagueListeners } from './modules/leagues/leagues.notifications';
import leaguesRoutes from './modules/leagues/leagues.routes';
import matchesRoutes from './modules/matches/matches.routes';
import transfersRoutes from './modules/transfers/transfers.routes';
import { registerTransferListeners } from './modules/transfers/transfers.notifications';
import { registerMatchListeners } from './modules/matches/matches.notifications';
import { registerWalkoverListeners } from './modules/matches/walkovers.events';
import { registerScheduleListeners } from './modules/matches/schedule.events';
import { resultDeadlines } from './modules/matches/results.service';
import { registerChallengeListeners } from './modules/challenges/challenges.events';
import challengesRoutes from './modules/challenges/challenges.routes';
import ratingsRoutes from './modules/ratings/ratings.routes';
import adminAreaRoutes from './modules/admin/area.routes';
import safetyRoutes from './modules/safety/safety.routes';
import accountRoutes from './modules/account/account.routes';
import calendarRoutes from './modules/calendar/calendar.routes';
import { registerSafetyListeners } from './modules/safety/safety.events';
import { LeaderboardCache } from './modules/challenges/leaderboard';
import { backfillAchievements } from './modules/achievements/achievements.service';
import { backfillCoachingProgress } from './modules/challenges/progress';
import { backfillRatings } from './modules/ratings/ratings.service';
import { ActivityTracker } from './modules/achievements/activity';
import { MarketCache } from './modules/transfers/market-cache';
import { registerSavedSearchListeners } from './modules/transfers/saved-searches.events';
import { registerPushListeners } from './modules/push/push.events';
import pushRoutes from './modules/push/push.routes';
import { savedSearchAlerts } from './modules/transfers/saved-searches.service';
import { systemClock, type Clock } from './lib/clock';
import { Outbox } from './lib/outbox';
import { DeferredWork } from './lib/deferred-work';
import checkInRoutes from './modules/matches/check-in.routes';
import { registerCheckInListeners } from './modules/matches/check-in.events';
import { matchNoShows, matchReminders } from './modules/matches/check-in.service';
import { safeLogging } from './lib/safe-logging';
import { requireEndpointEntries } from './lib/endpoints';
import auditPlugin from './plugins/audit';
import { registerTeamLive } from './modules/teams/teams.live';
import { registerTransferLive } from './modules/transfers/transfers.live';
import { registerMatchLive } from './modules/matches/matches.live';
import { registerChallengeLive } from './modules/challenges/challenges.live';
import { checkAnswersWithZod, responseSerializerCompiler } from './lib/response-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    ctx: AppContext;
    settings: SettingsService;
  }
}

const hops = (n: number) => (_address: string, hop: number) => hop < n;

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** The time as use cases see it; tests pass a clock they move. */
  clock?: Clock;
};

/** Plugins first (errors, security, sessions), then the feature modules, then the web app and the 404 rule. */
export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  clock = systemClock,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger options the caller passes, errors and requests are logged without user data (lib/safe-logging).
    logger:
      logger === false
        ? false
        : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}), ...safeLogging },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: anybody can send one.
    // (a hop count n: the n nearest hops are proxies, as Fastify does for a number, which its types do not take)
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    // One line per request only when debugging: at load it costs more than the request itself.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  checkAnswersWithZod(config.checkResponses);
  // The API speaks JSON: any other body type is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());

  await app.register(errors);
  await app.register(inputGuard);
  await app.register(securityHeaders, { https: config.secureCookies });
  await app.register(sameOrigin);
  await app.register(compression);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(redis, { url: config.redisUrl, prefix: config.redisPrefix });
  // Redis with the process's memory as insurance: a route limit holds while Redis is away (lib/limiter.ts).
  await app.register(rateLimit, { global: false, store: rateLimitStore(app.redis, `${config.redisPrefix}rl:`) });
  await app.register(writeLimits);
  await app.register(auth);
  await app.register(realtime, { redisPrefix: config.redisPrefix });
  await app.register(auditPlugin);

  const events = new EventBus((event, err) => app.log.error({ err, event }, 'domain event listener failed'));
  const settings = new SettingsService({ db: database.db }, app.invalidation);
  const work = new DeferredWork(clock, app.log);
  app.addHook('onClose', () => work.stop());
  // From here on every transaction of database.db can carry outbox rows and after-commit work.
  const outbox = new Outbox(database.db, events, app.log);
  events.useOutbox(outbox);
  work.add(outbox.task());
  const ctx: AppContext = {
    config,
    db: database.db,
    events,
    outbox,
    sessions: app.sessions,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    loginLimiter: new LoginLimiter(
      config.loginFailuresPerMinute,
      app.redis,
      `${config.redisPrefix}login-fail`,
      config.loginSlowdownMs,
    ),
    notificationCache: new NotificationCache(database.db, app.invalidation),
    messageCache: new MessageCache(database.db, app.invalidation),
    feedCache: new FeedCache(app.invalidation),
    postViews: new PostViewCache(app.invalidation),
    timelines: new Timelines(app.redis, config.redisPrefix, app.log),
    tournamentCache: new TournamentCache(app.invalidation),
    marketCache: new MarketCache(app.invalidation),
    leaderboard: new LeaderboardCache(app.invalidation),
    log: app.log,
    settings,
    clock,
    work,
  };
  app.decorate('ctx', ctx);
  app.decorate('settings', settings);
  app.addHook('onClose', () => events.settled());
  registerAuthListeners(ctx);
  registerNotificationListeners(ctx, app.realtime);
  const notificationMailer = new NotificationMailer(ctx);
  registerNotificationMailListeners(ctx, notificationMailer);
  work.add(notificationMailer.task());
  registerFollowListeners(ctx);
  registerConnectionListeners(ctx);
  registerPostListeners(ctx);
  registerTeamListeners(ctx);
  registerRecordListeners(ctx);
  registerFeedListeners(ctx);
  registerTournamentListeners(ctx);
  registerWalkoverListeners(ctx);
  registerScheduleListeners(ctx);
  registerLeagueListeners(ctx);
  registerTransferListeners(ctx);
  registerSavedSearchListeners(ctx);
  registerPushListeners(ctx);
  registerMatchListeners(ctx, app.realtime);
  registerCheckInListeners(ctx);
  registerChallengeListeners(ctx);
  registerSafetyListeners(ctx);
  registerMessageListeners(ctx, app.realtime);
  registerTeamLive(ctx, app.realtime);
  registerTransferLive(ctx, app.realtime);
  registerMatchLive(ctx, app.realtime);
  registerChallengeLive(ctx, app.realtime);
  work.add(resultDeadlines(ctx));
  work.add(matchReminders(ctx));
  work.add(matchNoShows(ctx));
  work.add(savedSearchAlerts(ctx));
  work.add({ name: 'achievements-backfill', everyMs: 6 * 3_600_000, run: () => backfillAchievements(ctx) });
  work.add({ name: 'challenges-coaching-backfill', everyMs: 6 * 3_600_000, run: () => backfillCoachingProgress(ctx) });
  work.add({ name: 'ratings-backfill', everyMs: 6 * 3_600_000, run: () => backfillRatings(ctx) });
  const activity = new ActivityTracker(ctx);
  app.onSignedIn((userId) => activity.seen(userId));
  app.addHook('onClose', () => activity.flush());

  await app.register(openapi);
  requireEndpointEntries(app);

  const modules = [
    healthRoutes,
    authRoutes,
    onboardingRoutes,
    teamsRoutes,
    settingsRoutes,
    adminRoutes,
    notificationsRoutes,
    messagesRoutes,
    followsRoutes,
    profilesRoutes,
    careerRoutes,
    recordRoutes,
    cvRoutes,
    connectionsRoutes,
    postsRoutes,
    uploadsRoutes,
    searchRoutes,
    tournamentsRoutes,
    leaguesRoutes,
    matchesRoutes,
    checkInRoutes,
    transfersRoutes,
    challengesRoutes,
    ratingsRoutes,
    adminAreaRoutes,
    safetyRoutes,
    accountRoutes,
    calendarRoutes,
    pushRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes);
  }
  await app.register(web, { root: webRoot, pageHead: (path, lang) => cvPageHead(ctx, path, lang) });
  return app;
}
