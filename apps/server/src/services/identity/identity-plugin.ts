import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { registerHealthRoute } from '../health.ts';

export interface IdentityPluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
}

/** CDC error body (DECISIONS.md "Identity-provider emulation"). */
export function cdcError(statusCode: number, errorCode: number, errorMessage: string, errorDetails = '') {
  return { statusCode, errorCode, errorMessage, errorDetails, statusReason: errorMessage, time: new Date().toISOString() };
}

/** Identity provider in the SAP Customer Data Cloud REST style: form-encoded POSTs carrying an apiKey. */
export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, { database }) => {
  app.setErrorHandler((error: { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error.validation) return reply.code(400).send(cdcError(400, 400002, 'Missing required parameter'));
    request.log.error({ err: error }, 'identity request failed');
    return reply.code(500).send(cdcError(500, 500001, 'General Server Error'));
  });
  registerHealthRoute(app, 'identity', database);
};
