import type { AccountWidgetConfig } from '../account-widget-config.ts';
import type { FetchFunction } from '../api-error.ts';
import { authProxyLogout } from '../auth-proxy/auth-proxy-client.ts';
import { experienceLogout } from '../experience/session-client.ts';
import { processCdcResponse, requestIdentityLogout } from '../identity/identity-client.ts';
import { shopLogout } from '../shop/shop-client.ts';
import { announceAuthChange } from '../events/auth-change-announcement.ts';
import { clearLocalSession, readLocalSession } from './local-session.ts';
import { clearSessionCookies, readIdentitySessionToken } from './session-cookies.ts';

const authProxyTokenKey = 'shopfront.authProxyToken';

export function rememberAuthProxyToken(accessToken: string): void {
  sessionStorage.setItem(authProxyTokenKey, accessToken);
}

/** Whether every service ended its session ('incomplete': one could not be reached or refused); local data goes either way. */
export type LogoutOutcome = 'complete' | 'incomplete';

/**
 * docs/account-widget.md §4 Logout: end the auth-proxy (or experience) session, then the shop session, then the identity
 * session; clear the cookies and the local session data whatever the services answered, and say whether all did. The
 * page and the site's other tabs are told (`reason`: the customer's sign-out, or a session found ended).
 */
export async function logout(
  fetchFunction: FetchFunction,
  config: Omit<AccountWidgetConfig, 'locale'>,
  reason: 'signed-out' | 'session-expired' = 'signed-out',
): Promise<LogoutOutcome> {
  const proxyToken = sessionStorage.getItem(authProxyTokenKey);
  const identityToken = readIdentitySessionToken(config.apiKey);
  const uid = readLocalSession()?.UID;
  const steps: (() => Promise<unknown>)[] = [
    () => (proxyToken ? authProxyLogout(fetchFunction, config.authProxyBaseUrl, proxyToken) : Promise.resolve()),
    () => experienceLogout(fetchFunction, config.experienceApiHost),
    () => shopLogout(fetchFunction, config.sitePathPrefix),
    () =>
      identityToken || uid
        ? requestIdentityLogout(fetchFunction, config, {
            ...(uid ? { UID: uid } : {}),
            ...(identityToken ? { loginToken: identityToken } : {}),
          }).then(processCdcResponse)
        : Promise.resolve(),
  ];
  let outcome: LogoutOutcome = 'complete';
  try {
    for (const step of steps) {
      // One service being down must not keep the others' sessions alive.
      await step().catch(() => {
        outcome = 'incomplete';
      });
    }
  } finally {
    sessionStorage.removeItem(authProxyTokenKey);
    clearSessionCookies(config);
    clearLocalSession();
    announceAuthChange(config.sitePathPrefix, { kind: reason });
  }
  return outcome;
}
