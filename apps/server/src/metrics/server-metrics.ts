import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { DeliveryOutcome } from '../mail/mailer.ts';
import type { SessionCache } from '../sessions/session-cache.ts';

/** What `accounts.login` answered (docs/operating.md). */
export type LoginOutcome =
  | 'success'
  /** A wrong password or an unknown address: one answer, one outcome. */
  | 'invalid_credentials'
  | 'locked'
  | 'pending_verification'
  | 'consent_needed'
  | 'rate_limited';

export type TokenRequestOutcome = 'issued' | 'refused';

/** The grant types the token endpoint serves; anything a client sends beyond them is counted as `other`. */
const knownGrantTypes: ReadonlySet<string> = new Set(['authorization_code', 'refresh_token']);

export function grantTypeLabel(grantType: unknown): string {
  return typeof grantType === 'string' && knownGrantTypes.has(grantType) ? grantType : 'other';
}

/** `2xx` … `5xx`: one series per class, not per status. */
function statusClassOf(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/** The route a request matched; requests that matched none share one label, so unknown URLs add no series. */
export const unmatchedRoute = '(unmatched)';

export interface MetricSources {
  readonly database: Database;
  readonly sessionCache: SessionCache;
}

/**
 * The app's Prometheus metrics (docs/operating.md lists them), in a registry of this app instance: tests that build
 * several apps in one process count each apart. Counters are incremented where things happen; the pool and the
 * session cache are read when the registry is scraped.
 */
export class ServerMetrics {
  readonly registry = new Registry();

  readonly #requestDuration = new Histogram({
    name: 'shopfront_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, per route pattern and status class; _count counts requests.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  readonly #logins = new Counter({
    name: 'shopfront_login_outcomes_total',
    help: 'accounts.login answers by outcome.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly #tokenRequests = new Counter({
    name: 'shopfront_oauth_token_requests_total',
    help: 'OAuth token endpoint requests by grant type and outcome (issued: tokens were issued).',
    labelNames: ['grant_type', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly #mails = new Counter({
    name: 'shopfront_mails_total',
    help: 'Mails handed to the transport (SMTP or the demo outbox), by outcome.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor({ database, sessionCache }: MetricSources) {
    new Counter({
      name: 'shopfront_session_cache_lookups_total',
      help: 'Session checks answered from memory (hit) or from the database (miss).',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
      collect() {
        const { hits, misses } = sessionCache.lookups;
        this.reset();
        this.inc({ outcome: 'hit' }, hits);
        this.inc({ outcome: 'miss' }, misses);
      },
    });
    const { poolUse } = database;
    if (poolUse) {
      new Gauge({
        name: 'shopfront_database_pool_connections',
        help: 'PostgreSQL pool connections: open (idle or in use), idle, and the pool maximum.',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const use = poolUse();
          this.set({ state: 'open' }, use.open);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'max' }, use.max);
        },
      });
      new Gauge({
        name: 'shopfront_database_pool_waiting',
        help: 'Queries and transactions waiting for a PostgreSQL pool connection.',
        registers: [this.registry],
        collect() {
          this.set(poolUse().waiting);
        },
      });
    }
  }

  /**
   * Node's process metrics (CPU, memory, event-loop lag, garbage collection), only where they are served: each call
   * starts an event-loop monitor that lives as long as the process.
   */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  observeRequest(method: string, route: string, statusCode: number, durationMs: number): void {
    this.#requestDuration.observe({ method, route, status_class: statusClassOf(statusCode) }, durationMs / 1000);
  }

  countLogin(outcome: LoginOutcome): void {
    this.#logins.inc({ outcome });
  }

  countTokenRequest(grantType: string, outcome: TokenRequestOutcome): void {
    this.#tokenRequests.inc({ grant_type: grantType, outcome });
  }

  countMail(outcome: DeliveryOutcome): void {
    this.#mails.inc({ outcome });
  }
}
