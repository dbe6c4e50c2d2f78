import type { FastifyInstance } from 'fastify';

/**
 * Marks every answer of `app`'s routes, errors included, as one no cache may keep (`Cache-Control: no-store`). A
 * callback hook rather than an async one: it runs on every request of the hot session checks, and a promise per
 * request is measurable there (docs/performance.md).
 */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
