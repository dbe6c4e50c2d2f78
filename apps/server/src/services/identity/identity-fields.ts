import type { FastifyRequest } from 'fastify';
import type { MarketConfig } from '../../config/market-config.ts';

/** Every CDC form field is text, as CDC's REST API takes it. */
export const stringField = { type: 'string', maxLength: 4096 } as const;
/** What every CDC method takes besides its own fields. */
export const commonFields = { apiKey: { type: 'string', maxLength: 200 }, httpStatusCodes: stringField, format: stringField } as const;

/** What identity-plugin.ts resolves for every route group. */
export interface IdentityRouteOptions {
  /** The market of the request's apiKey, resolved once by the plugin's hook. */
  readonly marketOf: (request: FastifyRequest) => MarketConfig;
  readonly clock: () => Date;
}
