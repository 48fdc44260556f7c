import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database, Db } from './db/client';
import { EventBus } from './lib/events';
import auth from './plugins/auth';
import errors from './plugins/errors';
import { createMailer } from './plugins/mailer';
import redis from './plugins/redis';
import compression from './plugins/compression';
import web from './plugins/web';
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
import notificationsRoutes from './modules/notifications/notifications.routes';
import { registerNotificationListeners } from './modules/notifications/notifications.events';
import { NotificationCache } from './modules/notifications/notification-cache';
import profilesRoutes from './modules/profiles/profiles.routes';
import careerRoutes from './modules/career/career.routes';
import connectionsRoutes from './modules/connections/connections.routes';
import postsRoutes from './modules/posts/posts.routes';
import uploadsRoutes from './modules/uploads/uploads.routes';
import searchRoutes from './modules/search/search.routes';
import { registerConnectionListeners } from './modules/connections/connections.events';
import { registerPostListeners } from './modules/posts/posts.events';
import { registerTeamListeners } from './modules/teams/teams.notifications';
import { registerFeedListeners } from './modules/posts/feed.events';
import { FeedCache } from './modules/posts/feed-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    ctx: AppContext;
    settings: SettingsService;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
};

/** Plugins first (errors, security, sessions), then the feature modules, then the web app and the 404 rule. */
export async function buildApp({ config, database, logger, webRoot }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // One line per request only when debugging: at load it costs more than the request itself.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON: any other body type is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());

  await app.register(errors);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(compression);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(redis, { url: config.redisUrl, prefix: config.redisPrefix });
  await app.register(rateLimit, {
    global: false,
    redis: app.redis ?? undefined,
    skipOnError: true,
    nameSpace: `${config.redisPrefix}rl:`,
  });
  await app.register(auth);
  await app.register(realtime, { redisPrefix: config.redisPrefix });

  const events = new EventBus((event, err) => app.log.error({ err, event }, 'domain event listener failed'));
  const ctx: AppContext = {
    config,
    db: database.db,
    events,
    sessions: app.sessions,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    loginLimiter: new LoginLimiter(config.loginFailuresPerMinute, app.redis, `${config.redisPrefix}login-fail`),
    notificationCache: new NotificationCache(database.db, app.invalidation),
    feedCache: new FeedCache(app.invalidation),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  app.decorate('settings', new SettingsService(ctx, app.invalidation));
  app.addHook('onClose', () => events.settled());
  registerAuthListeners(ctx);
  registerNotificationListeners(ctx, app.realtime);
  registerFollowListeners(ctx);
  registerConnectionListeners(ctx);
  registerPostListeners(ctx);
  registerTeamListeners(ctx);
  registerFeedListeners(ctx);

  await app.register(swagger, {
    openapi: { info: { title: 'eSportsCV API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

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
    connectionsRoutes,
    postsRoutes,
    uploadsRoutes,
    searchRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes);
  }
  await app.register(web, { root: webRoot });
  return app;
}
