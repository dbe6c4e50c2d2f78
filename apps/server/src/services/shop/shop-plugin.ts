import type { FastifyPluginAsync } from 'fastify';
import { type Site, siteKey } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import { registerHealthRoute } from '../health.ts';
import { ShopSessionRepository, shopSessionCookieName } from './shop-session-repository.ts';

export interface ShopPluginOptions {
  readonly database: Database;
  readonly site: Site;
}

/** The web shop's `/e/…` endpoints of one site, registered under the site's path prefix. */
export const shopPlugin: FastifyPluginAsync<ShopPluginOptions> = async (app, { database, site }) => {
  const sessions = new ShopSessionRepository(database);
  const key = siteKey(site);

  registerHealthRoute(app, 'shop', database);

  app.get('/authentication/status', async (request, reply) => {
    const token = request.cookies[shopSessionCookieName];
    const session = token ? await sessions.findValid(token, key) : undefined;
    reply.header('cache-control', 'no-store');
    return session ? { authenticated: true } : reply.code(401).send({ authenticated: false });
  });
};
