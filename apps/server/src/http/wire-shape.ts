import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db/database.ts';
import { type ClientProblem, clientProblemOf } from './client-problem.ts';
import { WireError } from './wire-error.ts';

/** How one service words its errors on the wire. */
export interface WireShape {
  /** Names the service in logs. */
  readonly service: string;
  /** The error a client's mistake becomes in this shape (always a 4xx). */
  problem(problem: ClientProblem): WireError;
  /** The error for a fault of ours: 5xx, no detail. */
  serverError(statusCode: 500 | 503): WireError;
  /** Writes the error as this shape's body. */
  send(request: FastifyRequest, reply: FastifyReply, error: WireError): FastifyReply;
}

/** Answers every error of a request in `shape`: coded errors as they are, client mistakes as 4xx, the rest as 5xx. */
export function answerInShape(
  shape: WireShape,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof WireError) return shape.send(request, reply, error);
  const problem = clientProblemOf(error as Parameters<typeof clientProblemOf>[0]);
  if (problem) return shape.send(request, reply, shape.problem(problem));
  // The database's faults mean "try again later" rather than "our bug": 503.
  const unavailable = error instanceof DatabaseUnavailableError;
  request.log.error({ err: error }, `${shape.service} request failed`);
  return shape.send(request, reply, shape.serverError(unavailable ? 503 : 500));
}

/**
 * Makes `shape` the error and not-found answer of the plugin `app` (and what it registers), and records it under the
 * plugin's prefix so errors Fastify raises before routing (a malformed URL) are worded the same way. A group of routes
 * inside a service that words its errors differently passes `scope: 'routes'`: errors only, under the same prefix.
 */
export function answerErrorsIn(app: FastifyInstance, shape: WireShape, scope: 'service' | 'routes' = 'service'): void {
  app.setErrorHandler((error, request, reply) => answerInShape(shape, error, request, reply));
  if (scope === 'routes') return;
  app.setNotFoundHandler((request, reply) => shape.send(request, reply, shape.problem({ kind: 'not-found' })));
  // A service mounted on its own (a test's bare Fastify) has no registry to join.
  if (app.hasDecorator('wireShapes')) app.wireShapes.register(app.prefix, shape);
}

/** Which shape answers for which path prefix: the longest registered prefix of a URL wins. */
export class WireShapeRegistry {
  private readonly byPrefix = new Map<string, WireShape>();

  constructor(private readonly fallback: WireShape) {}

  register(prefix: string, shape: WireShape): void {
    this.byPrefix.set(prefix, shape);
  }

  shapeFor(url: string): WireShape {
    const path = url.split('?', 1)[0] ?? '';
    let best: { prefix: string; shape: WireShape } | undefined;
    for (const [prefix, shape] of this.byPrefix) {
      const matches = prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.prefix.length)) best = { prefix, shape };
    }
    return best?.shape ?? this.fallback;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly wireShapes: WireShapeRegistry;
  }
}
