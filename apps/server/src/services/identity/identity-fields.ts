import type { FastifyRequest } from 'fastify';
import type { MarketConfig } from '../../config/market-config.ts';

/** What identity-plugin.ts resolves for every route group. */
export interface IdentityRouteOptions {
  /** The market of the request's apiKey, resolved once by the plugin's hook. */
  readonly marketOf: (request: FastifyRequest) => MarketConfig;
  readonly clock: () => Date;
}
