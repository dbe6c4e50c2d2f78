import { sessionStateRoute, sessionTokenRoute, sessionVerifyRoute } from '@shopfront/api';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { revokeOAuthGrant } from '../../accounts/account-access.ts';
import { cdcError, cdcErrors, sapOk, sapShape } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { experienceSessionCookieName } from '../../sessions/experience-session-repository.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { findExperienceSession } from '../../sessions/signed-in-customer.ts';

export interface SessionRoutesOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
  /** Cookie domain of the experience API's session (the parent domain shared with the shops). */
  readonly cookieDomain: string;
}

/**
 * The experience API's session (opened with the access token of the code exchange) and its verification. Errors pass
 * the identity provider's codes on as `sap_<code>` (docs/account-widget.md §8).
 */
export const sessionRoutes: TypedPlugin<SessionRoutesOptions> = async (
  app,
  { database, markets, clock, cookieDomain },
) => {
  const sessions = app.experienceSessions;
  const marketsByClientId = new Map([...markets.values()].map((market) => [market.clientId, market]));

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  /** Creates the experience session from the access token the browser got in the code exchange. */
  app.post('/session/token', { schema: sessionTokenRoute }, async (request, reply) => {
    const accessToken = await app.oauthTokens.findAccessToken(request.body.token);
    const market = accessToken && marketsByClientId.get(accessToken.clientId);
    if (!accessToken || !market || !accessToken.scopes.includes('customer_data')) throw cdcError(cdcErrors.noSession);
    const expiresAt = new Date(clock().getTime() + market.cdcSessionDuration * 1000);
    const deviceId = await app.signedInDevices.deviceOfGrant(accessToken.grantId);
    const token = await sessions.create(
      { uid: accessToken.accountId, market: market.country, grantId: accessToken.grantId, deviceId },
      expiresAt,
    );
    reply.setCookie(experienceSessionCookieName, token, sessionCookieOptions(cookieDomain));
    return { auth: { authenticated: true } };
  });

  app.get('/session', { schema: sessionStateRoute }, async (request) => {
    const session = await findExperienceSession(app, request);
    return { auth: { authenticated: session !== undefined } };
  });

  /** Ends the session and the OAuth grant it was opened with: the access and refresh tokens stop working too. */
  app.get('/session/logout', { schema: sessionStateRoute }, async (request, reply) => {
    const token = request.cookies[experienceSessionCookieName];
    const ended = token ? await sessions.delete(token) : undefined;
    if (ended?.grantId) await revokeOAuthGrant(database, ended.grantId);
    reply.clearCookie(experienceSessionCookieName, sessionCookieOptions(cookieDomain));
    return { auth: { authenticated: false } };
  });

  /** The session's customer, or sap_403005 without a session. One lookup in the handler: no hook, no hand-over. */
  app.post('/cdc/accounts.session.verify', { schema: sessionVerifyRoute }, async (request) => {
    const session = await findExperienceSession(app, request);
    if (!session) throw cdcError(cdcErrors.noSession);
    return sapOk(request, { UID: session.uid });
  });
};
