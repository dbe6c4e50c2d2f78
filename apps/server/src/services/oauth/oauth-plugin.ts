import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerHealthRoute } from '../health.ts';

export interface OAuthPluginOptions {
  readonly database: Database;
}

/** OAuth 2.0 authorization server (authorization code + PKCE S256). */
export const oauthPlugin: FastifyPluginAsync<OAuthPluginOptions> = async (app, { database }) => {
  registerHealthRoute(app, 'oauth', database);
};
