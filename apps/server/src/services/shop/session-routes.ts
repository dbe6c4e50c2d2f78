import { authenticationStatusRoute, shopLogoutRoute } from '@shopfront/api';
import { siteKey } from '@shopfront/i18n';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { shopSessionCookieName } from '../../sessions/shop-session-repository.ts';
import type { ShopRouteOptions } from './shop-site.ts';

/** The shop session of the site: its status (the header's signed-in check) and its end. */
export const sessionRoutes: TypedPlugin<ShopRouteOptions> = async (app, { site, market }) => {
  const { shopSessions: sessions } = app;
  const key = siteKey(site);

  app.get('/logout', { schema: shopLogoutRoute }, async (request, reply) => {
    const token = request.cookies[shopSessionCookieName];
    if (token) await sessions.delete(token);
    reply.clearCookie(shopSessionCookieName, sessionCookieOptions(market.domain));
    return { status: 'logged-out' };
  });

  app.get('/authentication/status', { schema: authenticationStatusRoute }, async (request, reply) => {
    const token = request.cookies[shopSessionCookieName];
    const session = token ? await sessions.findValid(token, key) : undefined;
    if (session) await app.signedInDevices.touch(session.uid, session.deviceId);
    return session ? { authenticated: true } : reply.code(401).send({ authenticated: false });
  });
};
