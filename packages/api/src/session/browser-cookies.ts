/** Cookies the widget itself sets (the identity session, the auth-code marker): Secure, SameSite=Strict, parent domain. */
export interface CookieScope {
  /** The product domain; cookies go on it (host-only on localhost). */
  readonly domain: string;
}

function domainAttribute(scope: CookieScope): string {
  return scope.domain === 'localhost' ? '' : `; Domain=${scope.domain}`;
}

export function setBrowserCookie(name: string, value: string, scope: CookieScope, expires?: Date): void {
  const expiry = expires ? `; Expires=${expires.toUTCString()}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict; Secure${domainAttribute(scope)}${expiry}`;
}

export function deleteBrowserCookie(name: string, scope: CookieScope): void {
  const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${name}=; Path=/; SameSite=Strict; Secure${domainAttribute(scope)}; ${expired}`;
  // A copy set without a domain (host-only) goes too.
  document.cookie = `${name}=; Path=/; ${expired}`;
}

export function readBrowserCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator) === name) return decodeURIComponent(pair.slice(separator + 1));
  }
  return undefined;
}

export function browserCookieNames(): string[] {
  return document.cookie ? document.cookie.split('; ').map((pair) => pair.split('=')[0] ?? '') : [];
}
