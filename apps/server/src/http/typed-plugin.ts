import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';

/**
 * A service plugin whose routes get their body, query and params types from their JSON schemas (declared
 * `as const`), so handlers never cast what the client sent.
 */
export type TypedPlugin<Options extends object> = FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }>;

/**
 * A value a service's hook resolves once per request (the market of an API key, the signed-in session) and its
 * handlers read: typed, private to the service, and never silently absent.
 */
export function requestContext<T>(name: string) {
  const values = new WeakMap<FastifyRequest, T>();
  return {
    set(request: FastifyRequest, value: T): void {
      values.set(request, value);
    },
    get(request: FastifyRequest): T {
      const value = values.get(request);
      if (value === undefined) throw new Error(`${name} was not resolved for this route`);
      return value;
    },
  };
}
