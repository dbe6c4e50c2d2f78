import { healthResponse, livenessResponse, type notReadyReasons, readinessResponse } from '@shopfront/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { type Migration, pendingMigrations } from '../db/migrate.ts';

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

type NotReadyReason = (typeof notReadyReasons)[number];

/**
 * The probes of an orchestrator or load balancer, at the server's root (docs/operating.md):
 * - `GET /health/live`: the process answers; nothing else is asked, so a database outage never restarts it.
 * - `GET /health/ready`: the instance should get traffic: the database answers and has every migration this build
 *   expects; 503 otherwise, and during a stop's drain period.
 */
export function registerProbeRoutes(app: FastifyInstance, database: Queryable, migrations: Migration[]): void {
  app.get('/health/live', { schema: { response: { 200: livenessResponse } } }, async () => ({ status: 'live' }));

  const notReady = (reply: FastifyReply, reason: NotReadyReason) =>
    reply.code(503).send({ status: 'not-ready', reason });
  /**
   * What the last probe found. An orchestrator probes every few seconds: a change is logged once (not ready and why,
   * ready again), not every probe of an outage; the probe's 503s are its answers, not failures (`accessLog: 'probe'`).
   */
  let lastFound: 'ready' | Exclude<NotReadyReason, 'stopping'> = 'ready';
  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponse, 503: readinessResponse } }, config: { accessLog: 'probe' } },
    async (request, reply) => {
      if (app.shutdownDrain.draining) return notReady(reply, 'stopping');
      const previous = lastFound;
      let pending: string[];
      try {
        pending = await pendingMigrations(database, migrations);
      } catch (error) {
        lastFound = 'database-unavailable';
        if (previous !== lastFound) request.log.error({ err: error }, 'not ready: the database does not answer');
        return notReady(reply, 'database-unavailable');
      }
      if (pending.length > 0) {
        lastFound = 'migrations-pending';
        if (previous !== lastFound)
          request.log.warn({ pendingMigrations: pending }, 'not ready: the database lacks migrations');
        return notReady(reply, 'migrations-pending');
      }
      lastFound = 'ready';
      if (previous !== lastFound) request.log.info({ after: previous }, 'ready again');
      return { status: 'ready' };
    },
  );
}
