import { hostname } from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type ServerMetrics, unmatchedRoute } from '../metrics/server-metrics.ts';

/** A request that takes this long is always logged, like every answer ≥ 400. */
const slowRequestMs = 1000;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** pino's level numbers, which every line carries. */
const levelValues: Readonly<Record<LogLevel, number>> = {
  fatal: 60,
  error: 50,
  warn: 40,
  info: 30,
  debug: 20,
  trace: 10,
  silent: Number.POSITIVE_INFINITY,
};

/** Where the app's log lines go: the logger's stream, which the access-log lines are written to directly. */
export interface LineStream {
  write(line: string): void;
}

export interface AppLog {
  readonly level: LogLevel;
  readonly stream: LineStream;
}

export interface RequestObserverOptions {
  /** The share of successful (< 400), fast requests that are logged: 1 every one, 0 none. */
  readonly sampleRate: number;
  readonly log: AppLog;
  readonly metrics: ServerMetrics;
  /** A number in [0, 1) per request; tests may pass their own. */
  readonly random?: () => number;
}

/**
 * What the app records of every request, in one pass when it has been answered (Fastify's `logController`, called
 * after the last `onResponse` hook; the app has no such hook): its Prometheus observation and its access-log line.
 *
 * The access log is one JSON line per request, instead of Fastify's two (incoming, completed). The line carries the
 * route pattern the request matched (`/idp/accounts.login`, `/gb/e/carts/:cartId`), never its URL: a URL's query
 * string and path may carry reset tokens, authorization codes or e-mail addresses, a pattern never does. No header,
 * cookie or body is written either. Fields (docs/operating.md): pino's `level`, `time`, `pid` and `hostname`, then
 * `reqId` (the `X-Request-Id` answered), `method`, `route`, `status`, `durationMs` and `msg`. Levels: error for a 5xx
 * or a failed response, warn for a slow request, info otherwise; successful fast requests are sampled by `sampleRate`.
 * A probe's route (`config: { accessLog: 'probe' }`, /health/ready) answers 503 as its finding, not as a failure:
 * logged like a success, since the probe logs its own changes of state.
 *
 * The line is serialized here and written to the logger's stream, not through pino: every field is a number or a
 * string this class chose, so pino's redaction and serializers have nothing to do, and they cost more than the rest
 * of a cheap request's logging (docs/performance.md). A failed response's line carries its error and goes through
 * pino's error serializer.
 */
export class RequestObserver extends LogController {
  readonly #sampleRate: number;
  readonly #random: () => number;
  readonly #metrics: ServerMetrics;
  readonly #stream: LineStream;
  readonly #minimumLevel: number;
  /** `"pid":…,"hostname":…`, pino's default bindings, serialized once. */
  readonly #processFields = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor({ sampleRate, log, metrics, random = Math.random }: RequestObserverOptions) {
    super();
    this.#sampleRate = sampleRate;
    this.#random = random;
    this.#metrics = metrics;
    this.#stream = log.stream;
    this.#minimumLevel = levelValues[log.level];
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const elapsedMs = reply.elapsedTime;
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? unmatchedRoute;
    this.#metrics.observeRequest(request.method, route, status, elapsedMs);
    const durationMs = Math.round(elapsedMs * 10) / 10;
    const probeFinding = status === 503 && request.routeOptions.config.accessLog === 'probe';
    if (error) {
      request.log.error({ method: request.method, route, status, durationMs, err: error }, 'request failed');
    } else if (status >= 500 && !probeFinding)
      this.#write(levelValues.error, request, route, status, durationMs, 'request failed');
    else if (durationMs >= slowRequestMs)
      this.#write(levelValues.warn, request, route, status, durationMs, 'slow request');
    else if ((status >= 400 && !probeFinding) || this.#isSampled())
      this.#write(levelValues.info, request, route, status, durationMs, 'request completed');
  }

  #write(level: number, request: FastifyRequest, route: string, status: number, durationMs: number, msg: string): void {
    if (level < this.#minimumLevel) return;
    this.#stream.write(
      `{"level":${level},"time":${Date.now()},${this.#processFields},"reqId":${JSON.stringify(request.id)},"method":${JSON.stringify(request.method)},"route":${JSON.stringify(route)},"status":${status},"durationMs":${durationMs},"msg":"${msg}"}\n`,
    );
  }

  #isSampled(): boolean {
    return this.#sampleRate >= 1 || (this.#sampleRate > 0 && this.#random() < this.#sampleRate);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `probe`: a health probe, whose 503 is a finding it logs itself when it changes (RequestObserver). */
    readonly accessLog?: 'probe';
  }
}
