import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsResponses } from '@shopfront/api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { MetricsListenerConfig } from '../config/app-config.ts';
import type { ServerMetrics } from './server-metrics.ts';

function digestOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests of equal length, so the time taken tells nothing about the token. */
function isBearer(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digestOf(presented), digestOf(token));
}

/**
 * The Prometheus listener: `GET /metrics` on a port of its own (METRICS_PORT, on METRICS_HOST), never on the public
 * one, so the load balancer in front of the shop cannot route a browser to it. With a token, only a scraper that
 * presents it as a bearer token is answered.
 */
function buildMetricsListener(registry: Registry, token: string | undefined): FastifyInstance {
  const listener = Fastify({ logger: false, return503OnClosing: false, forceCloseConnections: true });
  listener.get('/metrics', { schema: { response: metricsResponses } }, async (request, reply) => {
    if (token !== undefined && !isBearer(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'unauthorized', message: 'A bearer token is required' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return listener;
}

/**
 * Serves `metrics` for as long as `app` runs: the listener opens when the app gets ready, before the public listener,
 * so a port that is taken fails the start; it closes with the app.
 */
export function serveMetricsOf(
  app: FastifyInstance,
  metrics: ServerMetrics,
  { port, host, token }: MetricsListenerConfig,
): FastifyInstance {
  const listener = buildMetricsListener(metrics.registry, token);
  metrics.collectProcessMetrics();
  app.addHook('onReady', async () => {
    await listener.listen({ port, host });
  });
  app.addHook('onClose', () => listener.close());
  return listener;
}
