import { containsWhitespaceOrControl } from './code-points.ts';

export interface RedirectContext {
  /** The page the check runs on; relative targets resolve against it. */
  currentUrl: string;
  /** The configured product domain of the current market, e.g. `nordhem.de`. */
  productDomain: string;
}

// Up to two leading two-letter segments: a market path prefix (`/gb`, `/be`) and/or a language (`/fr`).
const MARKET_AND_LANGUAGE_PREFIX = String.raw`(?:/[a-z]{2}){0,2}`;
const RESET_PASSWORD_PATH = new RegExp(String.raw`^${MARKET_AND_LANGUAGE_PREFIX}/(?:e|login)/newpassword/?$`);
const LOGIN_PATH = new RegExp(String.raw`^${MARKET_AND_LANGUAGE_PREFIX}/login(?:/auth)?/?$`);

// The WHATWG parser silently drops an empty user-info (`https://@host/`), so look at the raw authority too.
const RAW_AUTHORITY_WITH_USER_INFO = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*@/i;

/** `/e/newpassword` or `/login/newpassword`, optionally after a market and/or language segment. */
export function isResetPasswordPath(pathname: string): boolean {
  return RESET_PASSWORD_PATH.test(pathname);
}

/** `/login` or `/login/auth`, optionally after a market and/or language segment. */
export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATH.test(pathname);
}

function parseUrl(input: string, base?: string): URL | undefined {
  try {
    return new URL(input, base);
  } catch {
    return undefined;
  }
}

function normalizedHostname(domain: string): string | undefined {
  if (domain === '' || /[/?#@:\\]/.test(domain) || containsWhitespaceOrControl(domain)) return undefined;
  return parseUrl(`https://${domain}/`)?.hostname;
}

function isOnProductDomain(hostname: string, productHostname: string): boolean {
  return hostname === productHostname || hostname.endsWith(`.${productHostname}`);
}

/**
 * Whether a post-login redirect target may be followed (docs/rules.md, "Redirect target after login").
 * Runs on the raw string as received; call it again when the target is consumed.
 */
export function isSafeRedirectTarget(target: string, ctx: RedirectContext): boolean {
  if (containsWhitespaceOrControl(target) || target.includes('\\')) return false;
  if (RAW_AUTHORITY_WITH_USER_INFO.test(target)) return false;

  const current = parseUrl(ctx.currentUrl);
  const productHostname = normalizedHostname(ctx.productDomain);
  if (current === undefined || productHostname === undefined) return false;

  const url = parseUrl(target, current.href);
  if (url === undefined) return false;

  const schemeAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && current.protocol === 'http:');
  if (!schemeAllowed) return false;
  if (url.username !== '' || url.password !== '') return false;
  if (!isOnProductDomain(url.hostname, productHostname)) return false;
  // The page the login was opened on is a target like any other of the shop's pages (a login asked for on the
  // account page returns there); the login and reset pages never are, so a login cannot lead back into itself.
  return !isResetPasswordPath(url.pathname) && !isLoginPath(url.pathname);
}
