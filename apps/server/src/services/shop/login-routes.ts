import { csrfTokenRoute, shopLoginRoute } from '@shopfront/api';
import { siteKey } from '@shopfront/i18n';
import { deviceIdOf } from '../../devices/device-cookie.ts';
import { plainError } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { isValidUidSignature } from '../../security/uid-signature.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import { newSessionToken } from '../../sessions/session-token.ts';
import { shopSessionCookieName } from '../../sessions/shop-session-repository.ts';
import { csrfHeaderName, shopBrowserCookieName } from './csrf-token-repository.ts';
import type { ShopRouteOptions } from './shop-site.ts';

export interface LoginRoutesOptions extends ShopRouteOptions {
  readonly partnerSecret: string;
}

const browserCookieLifetimeSeconds = 60 * 60 * 24 * 365;

/** The shop's half of a login (docs/account-widget.md §4 step 4): a CSRF token, then the identity provider's signed UID. */
export const loginRoutes: TypedPlugin<LoginRoutesOptions> = async (app, { site, market, partnerSecret, clock }) => {
  const { shopSessions: sessions, csrfTokens, accounts, loginSignatures: signedLogins } = app;
  const key = siteKey(site);

  app.get('/csrf', { schema: csrfTokenRoute }, async (request, reply) => {
    let browserId = request.cookies[shopBrowserCookieName];
    if (!browserId) {
      browserId = newSessionToken();
      const expires = new Date(clock().getTime() + browserCookieLifetimeSeconds * 1000);
      reply.setCookie(shopBrowserCookieName, browserId, sessionCookieOptions(market.domain, expires));
    }
    return { CSRFToken: await csrfTokens.tokenFor(browserId) };
  });

  // The profile and data are the identity provider's, as it stored them: the shop reads neither, and a login never
  // fails on them (control characters are refused where a profile is written, docs/rules.md).
  const passedOnBodyFields = ['gigyaData.profile', 'gigyaData.data'];
  app.post('/gigyaraas/login', { schema: shopLoginRoute, config: { passedOnBodyFields } }, async (request, reply) => {
    const header = request.headers[csrfHeaderName];
    if (
      !(await csrfTokens.isValid(
        request.cookies[shopBrowserCookieName],
        typeof header === 'string' ? header : undefined,
      ))
    ) {
      throw plainError(403, 'invalid_csrf_token', 'Missing or invalid CSRF token');
    }
    const { UID: uid, UIDSignature: signature, signatureTimestamp: timestamp } = request.body.gigyaData;
    if (!isValidUidSignature({ uid, signature, timestamp }, partnerSecret, clock())) {
      throw plainError(403, 'invalid_signature', 'The login signature is invalid or expired');
    }
    const account = await accounts.findByUid(uid);
    if (!account || account.market !== market.country)
      throw plainError(403, 'unknown_account', 'No account for this site');
    if (!(await signedLogins.claim({ uid, timestamp, signature }))) {
      throw plainError(403, 'signature_used', 'This login signature was already used');
    }
    // The browser's device cookie (set by the identity provider's login on the same site) names the session's device.
    const session = await sessions.create(uid, key, market.cdcSessionDuration, deviceIdOf(request, account) ?? null);
    reply.setCookie(shopSessionCookieName, session.token, sessionCookieOptions(market.domain));
    return { status: 'success' };
  });
};
