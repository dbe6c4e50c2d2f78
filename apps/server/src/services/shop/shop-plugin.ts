import type { FastifyPluginAsync } from 'fastify';
import { type Site, siteKey } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { isValidUidSignature } from '../../security/uid-signature.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { newSessionToken } from '../../sessions/session-token.ts';
import { ShopSessionRepository, shopSessionCookieName } from '../../sessions/shop-session-repository.ts';
import { AccountRepository } from '../identity/account-repository.ts';
import { registerHealthRoute } from '../health.ts';
import { CsrfTokenRepository, csrfHeaderName, shopBrowserCookieName } from './csrf-token-repository.ts';

export interface ShopPluginOptions {
  readonly database: Database;
  readonly site: Site;
  readonly market: MarketConfig;
  readonly partnerSecret: string;
}

const browserCookieLifetimeSeconds = 60 * 60 * 24 * 365;

const gigyaLoginBody = {
  type: 'object',
  properties: {
    gigyaData: {
      type: 'object',
      properties: {
        eventName: { type: 'string', maxLength: 50 },
        UID: { type: 'string', minLength: 1, maxLength: 200 },
        UIDSignature: { type: 'string', minLength: 1, maxLength: 200 },
        signatureTimestamp: { type: 'string', minLength: 1, maxLength: 20 },
        profile: { type: 'object' },
        data: { type: 'object' },
      },
      required: ['UID', 'UIDSignature', 'signatureTimestamp'],
    },
  },
  required: ['gigyaData'],
} as const;

interface GigyaLogin {
  Body: { gigyaData: { UID: string; UIDSignature: string; signatureTimestamp: string } };
}

/** The web shop's `/e/…` endpoints of one site, registered under the site's path prefix. */
export const shopPlugin: FastifyPluginAsync<ShopPluginOptions> = async (app, { database, site, market, partnerSecret }) => {
  const sessions = new ShopSessionRepository(database);
  const csrfTokens = new CsrfTokenRepository(database);
  const accounts = new AccountRepository(database);
  const key = siteKey(site);

  app.setErrorHandler((error: { validation?: unknown }, request, reply) => {
    if (error.validation) return reply.code(400).send({ error: 'bad_request', message: 'Invalid login data' });
    request.log.error({ err: error }, 'shop request failed');
    return reply.code(500).send({ error: 'server_error', message: 'Internal error' });
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerHealthRoute(app, 'shop', database);

  app.get('/csrf', async (request, reply) => {
    let browserId = request.cookies[shopBrowserCookieName];
    if (!browserId) {
      browserId = newSessionToken();
      reply.setCookie(
        shopBrowserCookieName,
        browserId,
        sessionCookieOptions(market.domain, new Date(Date.now() + browserCookieLifetimeSeconds * 1000)),
      );
    }
    return { CSRFToken: await csrfTokens.tokenFor(browserId) };
  });

  app.post<GigyaLogin>('/gigyaraas/login', { schema: { body: gigyaLoginBody } }, async (request, reply) => {
    const header = request.headers[csrfHeaderName];
    if (!(await csrfTokens.isValid(request.cookies[shopBrowserCookieName], typeof header === 'string' ? header : undefined))) {
      return reply.code(403).send({ error: 'invalid_csrf_token', message: 'Missing or invalid CSRF token' });
    }
    const { UID: uid, UIDSignature: signature, signatureTimestamp: timestamp } = request.body.gigyaData;
    if (!isValidUidSignature({ uid, signature, timestamp }, partnerSecret, new Date())) {
      return reply.code(403).send({ error: 'invalid_signature', message: 'The login signature is invalid or expired' });
    }
    const account = await accounts.findByUid(uid);
    if (!account || account.market !== market.country) {
      return reply.code(403).send({ error: 'unknown_account', message: 'No account for this site' });
    }
    const session = await sessions.create(uid, key, market.cdcSessionDuration);
    reply.setCookie(shopSessionCookieName, session.token, sessionCookieOptions(market.domain));
    return { status: 'success' };
  });

  app.get('/logout', async (request, reply) => {
    const token = request.cookies[shopSessionCookieName];
    if (token) await sessions.delete(token);
    reply.clearCookie(shopSessionCookieName, sessionCookieOptions(market.domain));
    return { status: 'logged-out' };
  });

  app.get('/authentication/status', async (request, reply) => {
    const token = request.cookies[shopSessionCookieName];
    const session = token ? await sessions.findValid(token, key) : undefined;
    return session ? { authenticated: true } : reply.code(401).send({ authenticated: false });
  });
};
