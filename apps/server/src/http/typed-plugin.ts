import type { FromSchema } from '@shopfront/api';
import type { FastifyPluginAsync, FastifyRequest, FastifyTypeProvider, RawServerDefault } from 'fastify';

/**
 * Fastify's types of a route's request and reply, read from its schemas by the same `FromSchema` the browser clients
 * use (ADR 016: one notation, one type engine).
 */
export interface WireContractTypeProvider extends FastifyTypeProvider {
  validator: FromSchema<this['schema']>;
  serializer: FromSchema<this['schema']>;
}

/**
 * A service plugin whose routes get their body, query and params types from their JSON schemas (declared
 * `as const`, from packages/api), so handlers never cast what the client sent.
 */
export type TypedPlugin<Options extends object> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  WireContractTypeProvider
>;

/**
 * A value a service's hook resolves once per request (the market of an API key, the signed-in session) and its
 * handlers read: typed, private to the service, and never silently absent. Kept in a request property the plugin
 * declares up front (Fastify's decorateRequest, under a symbol only this context knows): every request keeps one
 * object shape, where a WeakMap entry per request cost an ephemeron the garbage collector must trace on the hot
 * session checks (docs/performance.md).
 */
export function requestContext<T>(app: { decorateRequest(property: symbol, value: null): unknown }, name: string) {
  const key = Symbol(name);
  app.decorateRequest(key, null);
  return {
    set(request: FastifyRequest, value: T): void {
      Reflect.set(request, key, value);
    },
    get(request: FastifyRequest): T {
      const value: T | null = Reflect.get(request, key);
      if (value === null) throw new Error(`${name} was not resolved for this route`);
      return value;
    },
  };
}
