import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request that takes this long is logged, like every 5xx. */
const slowRequestMs = 1000;

/**
 * Fastify's request logging writes two info lines per request (incoming, completed), which costs more than a session
 * check itself. This writes one line per request instead: an error for a 5xx or a failed response, a warning for a
 * slow one, and at debug level for every other (a no-op call at the default level). The request is serialized by the
 * logger's `req` serializer (method and redacted URL), so codes and tokens in query strings stay out of the log.
 */
export class CompactRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (reply.elapsedTime >= slowRequestMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request completed');
  }
}
