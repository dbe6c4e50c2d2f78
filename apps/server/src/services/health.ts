import { healthResponse } from '@shopfront/api';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/**
 * `GET <base>/health`: the service is up and its database answers. 503 `stopping` during a stop's drain period, so a
 * load balancer takes the instance out before its listener closes.
 */
export function registerHealthRoute(app: FastifyInstance, service: string, database: Queryable): void {
  const drain = app.hasDecorator('shutdownDrain') ? app.shutdownDrain : undefined;
  app.get('/health', { schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (request, reply) => {
    if (drain?.draining) return reply.code(503).send({ service, status: 'stopping' });
    try {
      await database.query('select 1');
      return { service, status: 'ok' };
    } catch (error) {
      request.log.error({ err: error, service }, 'health check failed');
      return reply.code(503).send({ service, status: 'unavailable' });
    }
  });
}
