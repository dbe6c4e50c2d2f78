import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerHealthRoute } from '../health.ts';

export interface AuthProxyPluginOptions {
  readonly database: Database;
}

/** Legacy auth proxy in front of the authorization server, used where a market's authProxyDeprecated flag is off. */
export const authProxyPlugin: FastifyPluginAsync<AuthProxyPluginOptions> = async (app, { database }) => {
  registerHealthRoute(app, 'auth-proxy', database);
};
