import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '@waymark/contract';
import { directDatabaseUrl, type Config } from './config.js';
import { createContainer, type Container } from './container.js';
import { listenForChanges, type NoticeHandlers } from './db/change-listener.js';
import { changeSignalOf, type Db } from './db/database.js';
import authPlugin from './http/auth.plugin.js';
import { registerDocs } from './http/docs.plugin.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { loggerOptions, type LoggerSetting } from './http/log-options.js';
import { registerMetrics } from './http/metrics.plugin.js';
import { registerReadRouting } from './http/read-routing.js';
import { registerUsageCounting } from './http/usage-counting.js';
import { withAnalytics } from './http/analytics-web-config.js';
import { Metrics } from './metrics/metrics.js';
import { SAFE_METHODS } from './http/request-auth.js';
import { originsIn, registerSecurityHeaders } from './http/security-headers.js';
import { registerPrivateCaching } from './http/private-caching.js';
import { registerWebApp } from './http/web.plugin.js';
import { browserReportOrigins, webRuntimeConfig } from './reporting/browser-config.js';
import { sweepStagingPeriodically } from './services/staging-sweeper.js';
import { accessKeyRoutes } from './routes/access-key.routes.js';
import { analyticsRoutes } from './routes/analytics.routes.js';
import { ogcItemsRoutes } from './routes/ogc-items.routes.js';
import { ogcRoutes } from './routes/ogc.routes.js';
import { ogcTileRoutes } from './routes/ogc-tiles.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { impersonationRoutes } from './routes/impersonation.routes.js';
import { layoutRoutes } from './routes/layout.routes.js';
import { catalogueRoutes } from './routes/catalogue.routes.js';
import { layerFileRoutes } from './routes/layer-file.routes.js';
import { layerRoutes } from './routes/layer.routes.js';
import { mapLayerRoutes } from './routes/map-layer.routes.js';
import { mapRoutes } from './routes/map.routes.js';
import { mapViewerRoutes } from './routes/map-viewer.routes.js';
import { routeMeasureRoutes } from './routes/route-measure.routes.js';
import { mapToolRoutes } from './routes/map-tools.routes.js';
import { earthworksRoutes } from './routes/earthworks.routes.js';
import { tileRoutes } from './routes/tile.routes.js';
import { tusRoutes } from './routes/tus.routes.js';
import { mapShareRoutes } from './routes/map-share.routes.js';
import { markupCategoryRoutes } from './routes/markup-category.routes.js';
import { markupExchangeRoutes } from './routes/markup-exchange.routes.js';
import { markupRoutes } from './routes/markup.routes.js';
import { markupThreadRoutes } from './routes/markup-thread.routes.js';
import { packArchiveRoutes } from './routes/pack-archive.routes.js';
import { packRoutes } from './routes/pack.routes.js';
import { organisationLogoRoutes } from './routes/organisation-logo.routes.js';
import { organisationRoutes } from './routes/organisation.routes.js';
import { auditLogRoutes } from './routes/audit-log.routes.js';
import { ssoRoutes } from './routes/sso.routes.js';
import { ssoSettingsRoutes } from './routes/sso-settings.routes.js';
import { twoFactorRoutes } from './routes/two-factor.routes.js';
import { userRoutes } from './routes/user.routes.js';
import { webManifestRoutes } from './routes/web-manifest.routes.js';
import { invitationRoutes } from './routes/invitation.routes.js';
import type { Mailer } from './services/mail.service.js';
import type { Storage } from './storage/storage.js';
import type { JobQueue } from './uploads/upload.service.js';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Replaces the SMTP/log mailer (tests use a real SMTP server through SMTP_URL instead). */
  mailer?: Mailer;
  storage?: Storage;
  queue?: JobQueue;
  logger?: LoggerSetting;
  /** The process's metrics (see Metrics); a new set when not given. */
  metrics?: Metrics;
}

export interface App {
  app: FastifyInstance;
  container: Container;
}

export async function buildApp({
  config,
  db,
  mailer,
  logger,
  storage,
  queue,
  metrics = new Metrics(),
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    // A path parameter longer than this names nothing (404); attribute names reach 255.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
    // Requests the router itself refuses (a malformed URL, a too long parameter) are answered
    // like every other error: JSON, a request id, nothing of the URL echoed.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(notFound ? 404 : 400)
        .type('application/json; charset=utf-8')
        .header('X-Request-Id', request.id)
        .send({ detail: notFound ? 'Not found.' : 'Malformed request.' });
    },
    bodyLimit: 1024 * 1024,
    // A client that stops sending (or reading) lets go of its handler; an upload it cut short
    // is then removed (see receiveParts).
    connectionTimeout: config.REQUEST_IDLE_TIMEOUT_SECONDS * 1000,
    // Every log line of a request carries its id; clients get it in X-Request-Id.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every route and the not-found handler are timed.
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
  registerSecurityHeaders(app, {
    tileOrigins: [
      ...originsIn(config.WEB_CONFIG),
      ...config.CSP_TILE_ORIGINS.split(/[\s,]+/).filter((o) => /^https?:\/\/[^/\s]+$/.test(o)),
    ],
    reportOrigins: browserReportOrigins(config),
  });
  registerPrivateCaching(app);

  const container = createContainer(
    db,
    config,
    app.log as FastifyBaseLogger,
    mailer,
    storage,
    queue,
    metrics,
  );
  registerErrorHandler(app);
  registerInputGuard(app);
  const stopSweeping = sweepStagingPeriodically(
    container.storage,
    config.REQUEST_IDLE_TIMEOUT_SECONDS * 1000,
    app.log,
    container.tus,
  );
  app.addHook('onClose', async () => stopSweeping());
  app.addHook('onClose', () => container.tus.close());
  // LISTEN needs a session of its own: on the primary itself, never through a pooler.
  await watchChanges(app, db, directDatabaseUrl(config), container.notices);
  registerReadRouting(app, container.reads);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fieldSize: 64 * 1024, fields: 5000, files: 1000, fileSize: config.MAX_UPLOAD_BYTES },
  });
  await app.register(authPlugin, {
    auth: container.services.auth,
    users: container.repos.users,
    shares: container.services.shareAccess,
    keys: container.services.accessKeys,
    shareFailures: container.services.limits.shareFailures,
  });
  app.addHook('onClose', () => container.services.shareAccess.close());
  registerUsageCounting(app, container.services.usage, config.USAGE_FLUSH_SECONDS * 1000);
  app.addHook('onClose', () => container.services.analytics.drain());
  await registerDocs(app);

  const routeOptions = { container, config };
  await app.register(authRoutes, routeOptions);
  await app.register(userRoutes, routeOptions);
  await app.register(twoFactorRoutes, routeOptions);
  await app.register(invitationRoutes, routeOptions);
  await app.register(organisationRoutes, routeOptions);
  await app.register(auditLogRoutes, routeOptions);
  await app.register(ssoRoutes, routeOptions);
  await app.register(ssoSettingsRoutes, routeOptions);
  await app.register(organisationLogoRoutes, routeOptions);
  await app.register(layoutRoutes, routeOptions);
  await app.register(mapRoutes, routeOptions);
  await app.register(mapLayerRoutes, routeOptions);
  await app.register(mapViewerRoutes, routeOptions);
  await app.register(routeMeasureRoutes, routeOptions);
  await app.register(mapToolRoutes, routeOptions);
  await app.register(earthworksRoutes, routeOptions);
  await app.register(tileRoutes, routeOptions);
  await app.register(layerRoutes, routeOptions);
  await app.register(layerFileRoutes, routeOptions);
  await app.register(tusRoutes, routeOptions);
  await app.register(mapShareRoutes, routeOptions);
  await app.register(markupRoutes, routeOptions);
  await app.register(markupExchangeRoutes, routeOptions);
  await app.register(markupThreadRoutes, routeOptions);
  await app.register(markupCategoryRoutes, routeOptions);
  await app.register(packRoutes, routeOptions);
  await app.register(packArchiveRoutes, routeOptions);
  await app.register(catalogueRoutes, routeOptions);
  await app.register(impersonationRoutes, routeOptions);
  await app.register(accessKeyRoutes, routeOptions);
  await app.register(ogcRoutes, routeOptions);
  await app.register(ogcItemsRoutes, routeOptions);
  await app.register(ogcTileRoutes, routeOptions);
  await app.register(healthRoutes, routeOptions);
  await app.register(analyticsRoutes, routeOptions);
  await app.register(webManifestRoutes, routeOptions);
  await registerWebApp(app, config.WEB_DIST, withAnalytics(config, webRuntimeConfig(config)));

  return { app, container };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An unsafe method whose work no cached answer depends on (a count): the caches stay. */
    changesNothingCached?: boolean;
  }
}

/**
 * Keeps the process's caches honest (see ChangeSignal): other processes' writes arrive as
 * notices; a request that may have written moves the signal once its work is done and before
 * its answer leaves, so the client's next request cannot see what it replaced. The same
 * connection hears `others` (the upload lockers' release requests, see PgLocker).
 */
async function watchChanges(
  app: FastifyInstance,
  db: Db,
  databaseUrl: string,
  others: NoticeHandlers,
) {
  const signal = changeSignalOf(db);
  const listener = listenForChanges(signal, databaseUrl, app.log, others);
  app.addHook('onClose', () => listener.stop());
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.routeOptions.config?.changesNothingCached) signal.changed();
  });
  await listener.ready;
}
