import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { unmatchedRoute } from '../metrics/server-metrics.ts';

/** A request that takes this long is always logged, like every answer ≥ 400. */
const slowRequestMs = 1000;

export interface AccessLogOptions {
  /** The share of successful (< 400), fast requests that are logged: 1 every one, 0 none. */
  readonly sampleRate: number;
  /** A number in [0, 1) per request; tests may pass their own. */
  readonly random?: () => number;
}

/**
 * The access log: one JSON line per request, instead of Fastify's two (incoming, completed). The line carries the
 * route pattern the request matched (`/idp/accounts.login`, `/gb/e/carts/:cartId`), never its URL: a URL's query
 * string and path may carry reset tokens, authorization codes or e-mail addresses, a pattern never does. No header,
 * cookie or body is written either. Fields (docs/operating.md): `reqId` (the logger's child binding, the
 * `X-Request-Id` answered), `method`, `route`, `status`, `durationMs`. Levels: error for a 5xx or a failed response,
 * warn for a slow request, info otherwise; successful fast requests are sampled by `sampleRate`. A probe's route
 * (`config: { accessLog: 'probe' }`, /health/ready) answers 503 as its finding, not as a failure: logged like a success,
 * since the probe logs its own changes of state.
 */
export class AccessLog extends LogController {
  readonly #sampleRate: number;
  readonly #random: () => number;

  constructor({ sampleRate, random = Math.random }: AccessLogOptions) {
    super();
    this.#sampleRate = sampleRate;
    this.#random = random;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const durationMs = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    const line = { method: request.method, route: request.routeOptions.url ?? unmatchedRoute, status, durationMs };
    const probeFinding = request.routeOptions.config.accessLog === 'probe' && status === 503;
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else if (status >= 500 && !probeFinding) request.log.error(line, 'request failed');
    else if (durationMs >= slowRequestMs) request.log.warn(line, 'slow request');
    else if ((status >= 400 && !probeFinding) || this.#isSampled()) request.log.info(line, 'request completed');
  }

  #isSampled(): boolean {
    return this.#sampleRate >= 1 || (this.#sampleRate > 0 && this.#random() < this.#sampleRate);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `probe`: a health probe, whose 503 is a finding it logs itself when it changes (AccessLog). */
    readonly accessLog?: 'probe';
  }
}
