import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

const healthResponse = {
  type: 'object',
  properties: { service: { type: 'string' }, status: { type: 'string', enum: ['ok', 'unavailable'] } },
  required: ['service', 'status'],
} as const;

/** `GET <base>/health`: the service is up and its database answers. */
export function registerHealthRoute(app: FastifyInstance, service: string, database: Queryable): void {
  app.get('/health', { schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (request, reply) => {
    try {
      await database.query('select 1');
      return { service, status: 'ok' };
    } catch (error) {
      request.log.error({ err: error, service }, 'health check failed');
      return reply.code(503).send({ service, status: 'unavailable' });
    }
  });
}
