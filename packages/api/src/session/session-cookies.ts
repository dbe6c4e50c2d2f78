import { authCodeCookieName, identityCookiePrefixes, identitySessionCookieName } from '../wire-contract.ts';
import {
  type CookieScope,
  browserCookieNames,
  deleteBrowserCookie,
  readBrowserCookie,
  setBrowserCookie,
} from './browser-cookies.ts';

export function readIdentitySessionToken(apiKey: string): string | undefined {
  return readBrowserCookie(identitySessionCookieName(apiKey));
}

export function hasAuthCodeCookie(): boolean {
  return readBrowserCookie(authCodeCookieName) !== undefined;
}

export function setAuthCodeCookie(scope: CookieScope, expires: Date | undefined): void {
  setBrowserCookie(authCodeCookieName, '1', scope, expires);
}

/** Logout clears the session cookie, the auth-code cookie and every glt_/gig_ cookie (docs/account-widget.md §3, §4). */
export function clearSessionCookies(scope: CookieScope): void {
  for (const name of browserCookieNames()) {
    if (identityCookiePrefixes.some((prefix) => name.startsWith(prefix)) || name === authCodeCookieName)
      deleteBrowserCookie(name, scope);
  }
}

export { setBrowserCookie, type CookieScope };
