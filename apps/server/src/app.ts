import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { sites } from '@shopfront/i18n';
import type { AppConfig } from './config/app-config.ts';
import { scheduleHousekeeping } from './housekeeping/housekeeping.ts';
import { erasurePseudonymKey } from './accounts/account-erasure.ts';
import type { Secrets } from './config/secrets.ts';
import type { Database } from './db/database.ts';
import { readMigrations } from './db/migrate.ts';
import { demoPlugin } from './demo/demo-plugin.ts';
import { refuseUnboundedNumbers } from './http/bounded-integer.ts';
import { ShutdownDrain } from './http/drain-connections.ts';
import { refuseUntrustedInput } from './http/untrusted-input.ts';
import { plainShape } from './http/plain-shape.ts';
import { type AppLog, RequestObserver } from './http/request-observer.ts';
import { WireShapeRegistry, answerInShape } from './http/wire-shape.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { serveMetricsOf } from './metrics/metrics-listener.ts';
import { ServerMetrics } from './metrics/server-metrics.ts';
import { OutboxRepository } from './mail/outbox-repository.ts';
import { authProxyPlugin } from './services/auth-proxy/auth-proxy-plugin.ts';
import { commercePlugin } from './services/commerce/commerce-plugin.ts';
import { experiencePlugin } from './services/experience/experience-plugin.ts';
import { identityPlugin } from './services/identity/identity-plugin.ts';
import { newsletterFormPlugin } from './services/newsletter-form/newsletter-form-plugin.ts';
import { createSignedInAccountResolver, grantLifetimeSeconds, oauthPlugin } from './services/oauth/oauth-plugin.ts';
import { shopPlugin } from './services/shop/shop-plugin.ts';
import { hostConfigPlugin } from './site/host-config-plugin.ts';
import { sitePlugin } from './site/site-plugin.ts';
import { registerHealthRoute, registerProbeRoutes } from './services/health.ts';
import { dataGraphPlugin } from './data-graph.ts';
import { SessionCache, sessionRevocationChannel } from './sessions/session-cache.ts';
import { NotifiedCache } from './db/notified-cache.ts';
import { type AnonymousCartCount, cartChangeChannel } from './services/commerce/cart-repository.ts';

export interface BuildAppOptions {
  readonly config: AppConfig;
  readonly secrets: Secrets;
  readonly database: Database;
  /** Where pino's lines and the access log go, from which level; without it nothing is logged. */
  readonly log?: AppLog;
  /** The time source of expiry and rate-limit decisions; tests pass a controllable one. */
  readonly clock?: () => Date;
  /** Close the database when the app closes (the entry point owns it; tests may share one). */
  readonly closeDatabaseOnClose?: boolean;
  /** Sees every route as it is registered (a test that checks every route's schemas). */
  readonly onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly mailer: Mailer;
    /** Every message the app sent (the demo shows them, tests read them). */
    readonly outbox: OutboxRepository;
    readonly database: Database;
    /** Validated sessions of every session table, kept for a few seconds and revoked through the database's feed. */
    readonly sessionCache: SessionCache;
    /** A stop's drain period (main.ts): health checks answer 503 and every answer closes its connection. */
    readonly shutdownDrain: ShutdownDrain;
    /** The Prometheus metrics of this app instance (docs/operating.md). */
    readonly metrics: ServerMetrics;
    /** The listener that serves them (METRICS_PORT), started with the app; undefined when they are not served. */
    readonly metricsListener: FastifyInstance | undefined;
  }
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/** Query strings can carry tokens (reset links, authorization codes): logs keep the path and the parameter names only. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const names = [...new URLSearchParams(query).keys()];
  return `${path}?${names.map((name) => `${encodeURIComponent(name)}=[redacted]`).join('&')}`;
}

const loggerOptions = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.newPassword',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: { method: string; url: string; id: string; ip?: string }) => ({
      id: request.id,
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
};

const silentLog: AppLog = { level: 'silent', stream: { write: () => undefined } };

/** TRUST_PROXY as Fastify takes it; a hop count trusts that many proxies nearest to the server. */
function trustProxyOption(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, secrets } = options;
  const clock = options.clock ?? (() => new Date());
  // Every service answers in its own wire shape, even for errors Fastify raises before routing (a malformed URL).
  const wireShapes = new WireShapeRegistry(plainShape('shopfront'));
  const sessionCache = new SessionCache(config.sessionCache, clock);
  const metrics = new ServerMetrics({ database, sessionCache });
  // Without a log the logger is silent, not off: Fastify reports a request's end to the observer (and so to the
  // metrics) only when there is a logger or an onResponse hook, and the observer is the app's one such pass.
  const log = options.log ?? silentLog;
  const app = Fastify({
    logger: { ...loggerOptions, level: log.level, stream: log.stream },
    logController: new RequestObserver({ sampleRate: config.accessLogSampleRate, log, metrics }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    // A SIGTERM first drains (http/drain-connections.ts: health checks 503 and `Connection: close` while the listener
    // stays open, then no new connections), then closes: a request that arrives meanwhile is served rather than
    // refused with a 503, the idle connections left are cut, and the database closes after the last response (its
    // onClose hook runs last).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Raised before routing, so no hook of ours has run: the answer carries its headers itself.
    frameworkErrors: (error, request, reply) =>
      answerInShape(
        wireShapes.shapeFor(request.url),
        error,
        request,
        reply.header('x-content-type-options', 'nosniff').header('x-request-id', request.id),
      ),
  });

  const outbox = new OutboxRepository(database);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outbox,
    onDelivery: (outcome) => metrics.countMail(outcome),
  });
  app.decorate('mailer', mailer);
  app.decorate('outbox', outbox);
  app.decorate('database', database);
  app.decorate('wireShapes', wireShapes);
  app.decorate('shutdownDrain', new ShutdownDrain());
  app.decorate('sessionCache', sessionCache);
  app.decorate('metrics', metrics);
  app.decorate('metricsListener', config.metrics ? serveMetricsOf(app, metrics, config.metrics) : undefined);
  // Until a feed listens, its cache answers nothing from memory (see NotifiedCache). Anonymous carts' counts follow
  // the session cache's settings (SESSION_CACHE_SECONDS, SESSION_CACHE_ENTRIES).
  const anonymousCartCounts = new NotifiedCache<AnonymousCartCount>(config.sessionCache);
  const stopFeeds =
    config.sessionCache.ttlSeconds > 0
      ? [
          await database.listen(sessionRevocationChannel, sessionCache),
          await database.listen(cartChangeChannel, anonymousCartCounts),
        ]
      : [];
  // Callback hooks, not async ones: they run on every request, and a promise per hook per request is measurable on
  // the session checks (docs/performance.md). Headers set here survive into error answers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUntrustedInput(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  const stopHousekeeping =
    config.housekeepingIntervalSeconds > 0
      ? scheduleHousekeeping(database, clock, {
          intervalSeconds: config.housekeepingIntervalSeconds,
          failureWindowSeconds: config.lockout.windowSeconds,
          pseudonymKey: erasurePseudonymKey(secrets.cookieSecret),
          onError: (error) => app.log.error({ err: error }, 'housekeeping failed'),
        })
      : undefined;
  app.addHook('onClose', async () => {
    for (const stopFeed of stopFeeds) await stopFeed();
    await stopHousekeeping?.();
    await mailer.whenIdle();
    mailer.close();
    if (options.closeDatabaseOnClose) await database.close();
  });

  app.addHook('onRoute', refuseUnboundedNumbers);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setErrorHandler((error, request, reply) =>
    answerInShape(wireShapes.shapeFor(request.url), error, request, reply),
  );
  // The demo site answers unknown pages itself (an HTML 404 page); without it, unknown paths get the plain shape.
  if (!config.siteDist && !config.siteDevRoot) {
    app.setNotFoundHandler((request, reply) => {
      const shape = wireShapes.shapeFor(request.url);
      return shape.send(request, reply, shape.problem({ kind: 'not-found' }));
    });
  }

  await app.register(fastifyCookie, { secret: secrets.cookieSecret });
  await app.register(fastifyFormbody);
  await app.register(dataGraphPlugin, {
    database,
    anonymousCartCounts,
    clock,
    lockout: config.lockout,
    rateLimits: config.rateLimits,
    publicOrigin: config.publicOrigin,
  });

  registerHealthRoute(app, 'shopfront', database);
  registerProbeRoutes(app, database, readMigrations());

  const { basePaths, markets } = config;
  await app.register(identityPlugin, {
    prefix: basePaths.identity,
    database,
    markets,
    partnerSecret: secrets.partnerSecret,
    clock,
    publicOrigin: config.publicOrigin,
    passwordResetTtlSeconds: config.passwordResetTtlSeconds,
    rateLimits: config.rateLimits,
  });
  await app.register(oauthPlugin, {
    prefix: basePaths.oauth,
    database,
    markets,
    clock,
    publicOrigin: config.publicOrigin,
    cookieSecret: secrets.cookieSecret,
    resolveSignedInAccount: createSignedInAccountResolver(app.identitySessions),
    onGrantIssued: async (grantId, { accountId, deviceId }) => {
      if (!deviceId) return;
      const expiresAt = new Date(clock().getTime() + grantLifetimeSeconds * 1000);
      await app.signedInDevices.linkGrant(grantId, accountId, deviceId, expiresAt);
    },
    onTokenRequest: (grantType, outcome) => metrics.countTokenRequest(grantType, outcome),
  });
  await app.register(authProxyPlugin, {
    prefix: basePaths.authProxy,
    database,
    markets,
    oauthBasePath: basePaths.oauth,
    publicOrigin: config.publicOrigin,
  });
  const cookieDomain = new URL(config.publicOrigin).hostname;
  await app.register(experiencePlugin, {
    prefix: basePaths.experience,
    database,
    markets,
    clock,
    cookieDomain,
    publicOrigin: config.publicOrigin,
    changePasswordRateLimit: config.rateLimits.changePassword,
  });
  await app.register(commercePlugin, {
    prefix: basePaths.commerce,
    database,
    markets,
    clock,
    publicOrigin: config.publicOrigin,
    emailChangeRateLimit: config.rateLimits.emailChange,
  });
  for (const site of sites) {
    const market = markets.get(site.market.country);
    if (!market) throw new Error(`no configuration for market ${site.market.country}`);
    await app.register(shopPlugin, {
      prefix: `${site.pathPrefix}/e`,
      database,
      site,
      market,
      clock,
      partnerSecret: secrets.partnerSecret,
    });
  }
  await app.register(newsletterFormPlugin, { markets, publicOrigin: config.publicOrigin });
  await app.register(hostConfigPlugin, { config });
  if (config.demo) await app.register(demoPlugin, { prefix: '/dev', outbox });
  if (config.siteDevRoot) {
    // Loaded only here: Vite is a development tool, not a dependency of the server in production.
    const { devSitePlugin } = await import('./site/dev-site-plugin.ts');
    await app.register(devSitePlugin, { siteRoot: config.siteDevRoot, demo: config.demo });
  } else if (config.siteDist) {
    await app.register(sitePlugin, { distDirectory: config.siteDist, demo: config.demo });
  }

  return app;
}
