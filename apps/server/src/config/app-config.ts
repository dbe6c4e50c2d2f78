import type { RateLimit } from '../security/rate-limiter.ts';
import type { SessionCacheSettings } from '../sessions/session-cache.ts';
import type { Environment } from './environment.ts';
import { loadMarketConfigs, type MarketConfig } from './market-config.ts';

export interface ServiceBasePaths {
  readonly identity: string;
  readonly oauth: string;
  readonly authProxy: string;
  readonly experience: string;
  readonly commerce: string;
}

export interface LockoutPolicy {
  readonly windowSeconds: number;
  readonly lockSeconds: number;
  /** Failures of one trusted device, or of one untrusted source, before it is locked. */
  readonly maxFailuresPerScope: number;
  /** Failures of all untrusted sources of an account together before every untrusted login is locked. */
  readonly maxUntrustedFailures: number;
}

/** Every rate limit of the services (fixed windows, counted in the database across instances). */
export interface RateLimits {
  /** accounts.login per client address. */
  readonly login: RateLimit;
  /** accounts.isAvailableLoginID per client address. */
  readonly lookup: RateLimit;
  readonly resetPerIp: RateLimit;
  readonly resetPerAddress: RateLimit;
  /** Registrations and verification resends. */
  readonly registrationPerIp: RateLimit;
  readonly registrationPerAddress: RateLimit;
  /** Newsletter sign-ups without an account. */
  readonly subscribePerIp: RateLimit;
  readonly subscribePerAddress: RateLimit;
  /** Per account. */
  readonly emailChange: RateLimit;
  readonly changePassword: RateLimit;
}

export interface AppConfig {
  readonly demo: boolean;
  readonly publicOrigin: string;
  readonly basePaths: ServiceBasePaths;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  /** How long a password-reset link works. */
  readonly passwordResetTtlSeconds: number;
  /** Built demo site to serve; undefined serves no pages (API only). */
  readonly siteDist: string | undefined;
  /** The demo site's sources, served through Vite's dev server instead of a build (`npm run dev`). */
  readonly siteDevRoot: string | undefined;
  /** Fastify's trustProxy (TRUST_PROXY). */
  readonly trustProxy: boolean | number | readonly string[];
  readonly rateLimits: RateLimits;
  readonly lockout: LockoutPolicy;
  readonly sessionCache: SessionCacheSettings;
  /** Seconds between clean-ups of expired rows; 0: none. */
  readonly housekeepingIntervalSeconds: number;
  /** The share of successful, fast requests written to the access log (0 to 1). */
  readonly accessLogSampleRate: number;
  /** The Prometheus listener, apart from the public one; undefined: metrics are counted but not served. */
  readonly metrics: MetricsListenerConfig | undefined;
}

export interface MetricsListenerConfig {
  readonly port: number;
  readonly host: string;
  /** The bearer token GET /metrics requires; undefined: none (the listener's address is the protection). */
  readonly token: string | undefined;
}

const minute = 60;
const hour = 60 * minute;

function rateLimitsOf(environment: Environment): RateLimits {
  return {
    login: { limit: environment.LOGIN_RATE_LIMIT_PER_MINUTE, windowSeconds: minute },
    lookup: { limit: environment.LOOKUP_RATE_LIMIT_PER_MINUTE, windowSeconds: minute },
    resetPerIp: { limit: environment.RESET_RATE_LIMIT_PER_IP_PER_HOUR, windowSeconds: hour },
    resetPerAddress: { limit: environment.RESET_RATE_LIMIT_PER_ADDRESS_PER_HOUR, windowSeconds: hour },
    registrationPerIp: { limit: environment.REGISTRATION_RATE_LIMIT_PER_IP_PER_HOUR, windowSeconds: hour },
    registrationPerAddress: { limit: environment.REGISTRATION_RATE_LIMIT_PER_ADDRESS_PER_HOUR, windowSeconds: hour },
    subscribePerIp: { limit: environment.SUBSCRIBE_RATE_LIMIT_PER_IP_PER_HOUR, windowSeconds: hour },
    subscribePerAddress: { limit: environment.SUBSCRIBE_RATE_LIMIT_PER_ADDRESS_PER_HOUR, windowSeconds: hour },
    emailChange: { limit: environment.EMAIL_CHANGE_RATE_LIMIT_PER_HOUR, windowSeconds: hour },
    changePassword: { limit: environment.CHANGE_PASSWORD_RATE_LIMIT_PER_15_MINUTES, windowSeconds: 15 * minute },
  };
}

export function buildAppConfig(environment: Environment, listenPort = environment.PORT): AppConfig {
  const publicOrigin = environment.PUBLIC_ORIGIN ?? `http://localhost:${listenPort}`;
  return {
    demo: environment.SHOPFRONT_DEMO,
    publicOrigin,
    basePaths: {
      identity: environment.IDP_BASE_PATH,
      oauth: environment.OAUTH_BASE_PATH,
      authProxy: environment.AUTH_PROXY_BASE_PATH,
      experience: environment.EXPERIENCE_BASE_PATH,
      commerce: environment.COMMERCE_BASE_PATH,
    },
    markets: loadMarketConfigs(environment, publicOrigin),
    mail: { smtpUrl: environment.SMTP_URL, from: environment.MAIL_FROM },
    passwordResetTtlSeconds: environment.PASSWORD_RESET_TTL_SECONDS,
    siteDist: environment.SITE_DIST || undefined,
    siteDevRoot: environment.SITE_DEV_ROOT,
    trustProxy: environment.TRUST_PROXY,
    rateLimits: rateLimitsOf(environment),
    sessionCache: { ttlSeconds: environment.SESSION_CACHE_SECONDS, maxEntries: environment.SESSION_CACHE_ENTRIES },
    lockout: {
      windowSeconds: environment.LOCKOUT_WINDOW_SECONDS,
      lockSeconds: environment.LOCKOUT_SECONDS,
      maxFailuresPerScope: environment.LOCKOUT_MAX_FAILURES,
      maxUntrustedFailures: environment.LOCKOUT_MAX_UNTRUSTED_FAILURES,
    },
    housekeepingIntervalSeconds: environment.HOUSEKEEPING_INTERVAL_SECONDS,
    accessLogSampleRate: environment.ACCESS_LOG_SAMPLE_RATE,
    metrics:
      environment.METRICS_PORT === undefined
        ? undefined
        : { port: environment.METRICS_PORT, host: environment.METRICS_HOST, token: environment.METRICS_TOKEN },
  };
}
