import { isIP } from 'node:net';
import { z } from 'zod';
import { pgliteStatementPaths } from '../db/pglite-database.ts';
import { databasePoolings } from '../db/postgres-database.ts';
import { ConfigError, describeIssue } from './config-error.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const basePath = (fallback: string) =>
  z
    .string()
    .regex(/^\/[a-z0-9\-/]*[a-z0-9]$/, 'must be an absolute path like /idp, without a trailing slash')
    .default(fallback);

const positiveInteger = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** An IPv4 or IPv6 address, optionally with a CIDR prefix of 1 to 32 or 128 bits (what proxy-addr, Fastify's, accepts). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

const maxProxyHops = 100;

/**
 * Fastify's `trustProxy`: off (the default: the socket's address is the client), `true` (every proxy), a hop count,
 * or a comma list of proxy addresses and CIDR ranges. Behind a load balancer, the per-address limits need it.
 * Every address is checked here: proxy-addr would otherwise throw on the first request that carries a forwarded
 * address, long after the start, without naming the variable.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): boolean | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= maxProxyHops) return hops;
      context.addIssue({ code: 'custom', message: `a hop count must be between 1 and ${maxProxyHops}` });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.find((entry) => !isAddressOrRange(entry));
    if (invalid === undefined) return entries;
    context.addIssue({
      code: 'custom',
      message: `${JSON.stringify(invalid)} is not an IP address or CIDR range; expected true, false, a hop count or a comma list of addresses and ranges`,
    });
    return z.NEVER;
  });

/** `true`/`1` or `false`/`0`; unset stays undefined, for a setting whose default depends on others. */
const optionalBooleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const environmentSchema = z.object({
  /** `production` turns production mode on (docs/decisions/018): unsafe defaults refuse the start. */
  NODE_ENV: z.string().optional(),
  /** Whether a start applies pending migrations; unset: yes, except in production (docs/decisions/018). */
  MIGRATE_ON_START: optionalBooleanFlag,
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  /** Public origin the browser uses, e.g. https://www.nordhem.de; defaults to http://localhost:PORT. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SHOPFRONT_DEMO: booleanFlag,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** `transaction`: DATABASE_URL is PgBouncer in transaction pooling mode (docs/decisions/019). */
  DATABASE_POOLING: z.enum(databasePoolings).default('session'),
  /** The revocation feed's LISTEN connection (docs/decisions/011), straight to PostgreSQL; defaults to DATABASE_URL. */
  DATABASE_LISTEN_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** `query` runs PGlite's statements through its own `query` instead of prepared ones (docs/decisions/015). */
  PGLITE_STATEMENTS: z.enum(pgliteStatementPaths).default('prepared'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Nordhem <no-reply@nordhem.example>'),
  PARTNER_SECRET: z.base64().min(24, 'must be at least 16 bytes, base64-encoded').optional(),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MARKET_CONFIG: z.string().min(1).optional(),
  /** Built demo site to serve; empty serves no pages (the API behind `npm run dev`). */
  SITE_DIST: z.string().optional(),
  /** The demo site's sources (apps/site), rendered through Vite's dev server with hot reload (`npm run dev`). */
  SITE_DEV_ROOT: z.string().min(1).optional(),
  PASSWORD_RESET_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The share of successful, fast requests that get an access-log line; errors and slow requests always get one. */
  ACCESS_LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** The port of the Prometheus listener (GET /metrics); unset serves no metrics, 0 takes any free port. */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: trustProxy,
  /** accounts.login per client address and minute. */
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInteger(60, 1_000_000),
  /** accounts.isAvailableLoginID per client address and minute. */
  LOOKUP_RATE_LIMIT_PER_MINUTE: positiveInteger(60, 1_000_000),
  /** Password-reset requests per client address, and per e-mail address, and hour. */
  RESET_RATE_LIMIT_PER_IP_PER_HOUR: positiveInteger(20, 1_000_000),
  RESET_RATE_LIMIT_PER_ADDRESS_PER_HOUR: positiveInteger(5, 1000),
  /** Registrations and verification resends per client address, and per e-mail address, and hour. */
  REGISTRATION_RATE_LIMIT_PER_IP_PER_HOUR: positiveInteger(20, 1_000_000),
  REGISTRATION_RATE_LIMIT_PER_ADDRESS_PER_HOUR: positiveInteger(5, 1000),
  /** Newsletter sign-ups without an account per client address, and per e-mail address, and hour. */
  SUBSCRIBE_RATE_LIMIT_PER_IP_PER_HOUR: positiveInteger(20, 1_000_000),
  SUBSCRIBE_RATE_LIMIT_PER_ADDRESS_PER_HOUR: positiveInteger(3, 1000),
  /** E-mail change requests per account and hour. */
  EMAIL_CHANGE_RATE_LIMIT_PER_HOUR: positiveInteger(5, 1000),
  /** Password changes per account and 15 minutes. */
  CHANGE_PASSWORD_RATE_LIMIT_PER_15_MINUTES: positiveInteger(10, 1000),
  /** docs/decisions/008: failures of one device or one source address before it is locked, within the window. */
  LOCKOUT_MAX_FAILURES: positiveInteger(5, 1000),
  /** …and of all untrusted sources of one account together. */
  LOCKOUT_MAX_UNTRUSTED_FAILURES: positiveInteger(20, 10_000),
  LOCKOUT_WINDOW_SECONDS: positiveInteger(15 * 60, 24 * 3600),
  LOCKOUT_SECONDS: positiveInteger(15 * 60, 24 * 3600),
  DATABASE_POOL_SIZE: positiveInteger(10, 1000),
  /**
   * On SIGTERM, how long the server keeps listening with its health checks at 503 and `Connection: close` on every
   * answer, so the load balancer stops sending before the listener closes; 0 closes it at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** How often expired sessions, tokens and counters are deleted; 0 turns it off (another instance does it). */
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(300),
  /** PostgreSQL's statement_timeout for every query of the pool. */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInteger(10_000, 600_000),
  /** How long a validated session is answered from memory (docs/decisions/011); 0 asks the database every time. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(5),
  SESSION_CACHE_ENTRIES: positiveInteger(10_000, 1_000_000),
  IDP_BASE_PATH: basePath('/idp'),
  OAUTH_BASE_PATH: basePath('/oauth'),
  AUTH_PROXY_BASE_PATH: basePath('/auth-proxy'),
  EXPERIENCE_BASE_PATH: basePath('/experience-api'),
  COMMERCE_BASE_PATH: basePath('/experience-api/occ'),
});

export type Environment = z.infer<typeof environmentSchema>;

/** A transaction pooler serves DATABASE_URL alone, and cannot carry the revocation feed's LISTEN (docs/decisions/019). */
function refuseUnusablePooling(environment: Environment): void {
  if (environment.DATABASE_POOLING !== 'transaction') return;
  if (!environment.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment variable DATABASE_POOLING: transaction pooling applies to DATABASE_URL, which is not set',
    );
  }
  if (environment.SESSION_CACHE_SECONDS > 0 && !environment.DATABASE_LISTEN_URL) {
    throw new ConfigError(
      'Invalid environment variable DATABASE_LISTEN_URL: required with DATABASE_POOLING=transaction: LISTEN does not work through a transaction pooler; give a connection straight to PostgreSQL (or turn the session cache off, SESSION_CACHE_SECONDS=0)',
    );
  }
}

export function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  const result = environmentSchema.safeParse(source);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new ConfigError(`Invalid environment variable ${issue ? describeIssue(issue) : 'value'}`);
  }
  refuseUnusablePooling(result.data);
  return result.data;
}
