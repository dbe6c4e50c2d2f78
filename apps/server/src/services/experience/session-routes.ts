import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { revokeOAuthGrant } from '../../accounts/account-access.ts';
import { AccountRepository } from '../../accounts/account-repository.ts';
import { verifyPassword } from '../../accounts/password-hasher.ts';
import { PasswordService } from '../../accounts/password-service.ts';
import { cdcError, cdcErrors, passwordRefused, sapShape } from '../../http/cdc-shape.ts';
import { type TypedPlugin, requestContext } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { RateLimiter } from '../../security/rate-limiter.ts';
import {
  type ExperienceSession,
  ExperienceSessionRepository,
  experienceSessionCookieName,
} from '../../sessions/experience-session-repository.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';

export interface SessionRoutesOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
  /** Cookie domain of the experience API's session (the parent domain shared with the shops). */
  readonly cookieDomain: string;
}

/** Guesses of the current password are limited like logins. */
const changePasswordRateLimit = { limit: 10, windowSeconds: 15 * 60 } as const;

const setAccountInfoBody = {
  type: 'object',
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
  },
  required: ['password', 'newPassword'],
} as const;

const sessionTokenBody = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 500 } },
  required: ['token'],
} as const;

/**
 * The experience API's session (opened with the access token of the code exchange) and the CDC calls it proxies for
 * the signed-in customer. Errors pass the identity provider's codes on as `sap_<code>` (docs/error-catalogue.md).
 */
export const sessionRoutes: TypedPlugin<SessionRoutesOptions> = async (app, { database, markets, clock, cookieDomain }) => {
  const sessions = new ExperienceSessionRepository(database, clock);
  const accounts = new AccountRepository(database);
  const passwords = new PasswordService(database);
  const rateLimiter = new RateLimiter(database, clock);
  const marketsByClientId = new Map([...markets.values()].map((market) => [market.clientId, market]));
  const signedIn = requestContext<ExperienceSession>('the experience session');

  answerErrorsIn(app, sapShape, 'routes');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The CDC calls act for the customer of the session: resolved once, refused with sap_403005 without one. */
  async function requireSession(request: FastifyRequest) {
    const session = await sessions.findValid(request.cookies[experienceSessionCookieName]);
    if (!session) throw cdcError(cdcErrors.noSession);
    signedIn.set(request, session);
  }

  /** Creates the experience session from the access token the browser got in the code exchange. */
  app.post('/session/token', { schema: { body: sessionTokenBody } }, async (request, reply) => {
    const accessToken = await app.oauthTokens.findAccessToken(request.body.token);
    const market = accessToken && marketsByClientId.get(accessToken.clientId);
    if (!accessToken || !market || !accessToken.scopes.includes('customer_data')) throw cdcError(cdcErrors.noSession);
    const expiresAt = new Date(clock().getTime() + market.cdcSessionDuration * 1000);
    const token = await sessions.create({ uid: accessToken.accountId, market: market.country, grantId: accessToken.grantId }, expiresAt);
    reply.setCookie(experienceSessionCookieName, token, sessionCookieOptions(cookieDomain));
    return { auth: { authenticated: true } };
  });

  app.get('/session', async (request) => {
    const session = await sessions.findValid(request.cookies[experienceSessionCookieName]);
    return { auth: { authenticated: session !== undefined } };
  });

  /** Ends the session and the OAuth grant it was opened with: the access and refresh tokens stop working too. */
  app.get('/session/logout', async (request, reply) => {
    const token = request.cookies[experienceSessionCookieName];
    const ended = token ? await sessions.delete(token) : undefined;
    if (ended?.grantId) await revokeOAuthGrant(database, ended.grantId);
    reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
    return { auth: { authenticated: false } };
  });

  /** Change password for the signed-in customer (CDC setAccountInfo with password and newPassword). */
  app.post('/cdc/accounts.setAccountInfo', { schema: { body: setAccountInfoBody }, preHandler: requireSession }, async (request, reply) => {
    const account = await accounts.findByUid(signedIn.get(request).uid);
    const market = account && markets.get(account.market);
    if (!account || !market) throw cdcError(cdcErrors.noSession);
    if (!(await rateLimiter.hit(`change-password:${account.uid}`, changePasswordRateLimit))) throw cdcError(cdcErrors.rateLimited);
    if (!(await verifyPassword(account.passwordHash, request.body.password))) throw cdcError(cdcErrors.invalidLogin);
    const result = await passwords.change(account, request.body.newPassword, market.passwordPolicy);
    if (result === 'used-before') throw cdcError(cdcErrors.passwordUsedBefore);
    if (result !== 'changed') throw passwordRefused(result);
    reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
    return { statusCode: 200, errorCode: 0 };
  });

  app.post('/cdc/accounts.session.verify', { preHandler: requireSession }, async (request) => ({
    statusCode: 200,
    errorCode: 0,
    UID: signedIn.get(request).uid,
  }));
};
