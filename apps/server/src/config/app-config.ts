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

export interface AppConfig {
  readonly demo: boolean;
  readonly publicOrigin: string;
  readonly basePaths: ServiceBasePaths;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  /** How long a password-reset link works. */
  readonly passwordResetTtlSeconds: number;
  /** Built demo site to serve; undefined serves no pages (API only, or `npm run dev` with Vite in front). */
  readonly siteDist: string | undefined;
  /** Fastify's trustProxy (TRUST_PROXY). */
  readonly trustProxy: boolean | number | readonly string[];
  readonly loginRateLimitPerMinute: number;
  readonly lockout: LockoutPolicy;
  /** Seconds between clean-ups of expired rows; 0: none. */
  readonly housekeepingIntervalSeconds: number;
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
    trustProxy: environment.TRUST_PROXY,
    loginRateLimitPerMinute: environment.LOGIN_RATE_LIMIT_PER_MINUTE,
    lockout: {
      windowSeconds: environment.LOCKOUT_WINDOW_SECONDS,
      lockSeconds: environment.LOCKOUT_SECONDS,
      maxFailuresPerScope: environment.LOCKOUT_MAX_FAILURES,
      maxUntrustedFailures: environment.LOCKOUT_MAX_UNTRUSTED_FAILURES,
    },
    housekeepingIntervalSeconds: environment.HOUSEKEEPING_INTERVAL_SECONDS,
  };
}
