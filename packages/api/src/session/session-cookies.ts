import { type CookieScope, browserCookieNames, deleteBrowserCookie, readBrowserCookie, setBrowserCookie } from './browser-cookies.ts';

/** Marks a finished code exchange: while it exists, a new login skips the authorization redirect (docs/account-widget.md §4 step 6). */
export const authCodeCookieName = 'shopfront_auth';

export function identitySessionCookieName(apiKey: string): string {
  return `glt_${apiKey}`;
}

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
    if (name.startsWith('glt_') || name.startsWith('gig_') || name === authCodeCookieName) deleteBrowserCookie(name, scope);
  }
}

export { setBrowserCookie, type CookieScope };
