import { describe, it, expect } from 'vitest';
import { isLoginPath, isResetPasswordPath, isSafeRedirectTarget } from './redirect-target.ts';

const onLoginPage = { currentUrl: 'https://nordhem.de/de/login', productDomain: 'nordhem.de' };
const onLocalhost = { currentUrl: 'http://localhost:5173/de/login', productDomain: 'localhost' };

describe('isSafeRedirectTarget on https://nordhem.de/de/login', () => {
  it.each([
    // accepted
    ['https://nordhem.de/', true],
    ['https://nordhem.de/de/account', true],
    ['https://NORDHEM.DE/de/account', true],
    ['https://nordhem.de/de/products?sort=price#top', true],
    ['https://shop.nordhem.de/de/cart', true],
    ['https://a.b.nordhem.de/', true],
    ['https://nordhem.de:443/de/account', true],
    ['/de/products', true],
    ['de/products', true], // relative to /de/ → /de/de/products, still on the domain
    ['?tab=orders', false], // resolves to /de/login?tab=orders: still a login path
    ['//nordhem.de/de/account', true],
    ['https://nordhem.de/de/x/../account', true],
    ['https://nordhem.de/de/products/login', true], // "login" deeper than the forbidden paths
    ['https://nordhem.de/abc/login', true], // three-letter segment is not a market or language
    ['https://nordhem.de/DE/login', true], // language segments are lowercase
    // dangerous schemes
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://nordhem.de/', false],
    ['http://nordhem.de/de/account', false], // http while the page is https
    // other hosts
    ['//evil.com', false],
    ['//evil.com/de/account', false],
    ['https://evil.com/', false],
    ['https://nordhem.de.evil.com/', false],
    ['https://evilnordhem.de/', false],
    ['https://nordhem.com/', false],
    ['https://nordhem.de./', false],
    ['https:evil.com', true], // same scheme, so a relative path: https://nordhem.de/de/evil.com
    // user-info and backslashes
    ['https://user@nordhem.de/', false],
    ['https://user:pass@nordhem.de/', false],
    ['https://@nordhem.de/', false],
    ['//user@nordhem.de/', false],
    ['https://nordhem.de@evil.com/', false],
    ['https://evil.com\\@nordhem.de', false],
    ['https://evil.com\\nordhem.de', false],
    ['/\\evil.com', false],
    ['\\\\evil.com', false],
    // whitespace and control characters anywhere in the raw input
    [' https://nordhem.de/de/account', false],
    ['https://nordhem.de/de/account ', false],
    ['https://nordhem.de/de/my account', false],
    ['java\tscript:alert(1)', false],
    ['/\t/evil.com', false],
    ['https://nordhem.de/de/\naccount', false],
    ['https://nordhem.de/de/\u0000', false],
    ['https://nordhem.de/de/\u007F', false],
    ['https://nordhem.de/de/\u0085', false],
    ['https://nordhem.de/de/\u00A0', false],
    ['https://nordhem.de/de/\u2003', false],
    // the current page, a login page
    ['https://nordhem.de/de/login', false],
    ['https://nordhem.de/de/login#form', false],
    ['#form', false],
    ['', false],
    // forbidden paths
    ['/login', false],
    ['/login/', false],
    ['/login/auth', false],
    ['/de/login/auth/', false],
    ['/e/newpassword', false],
    ['/e/newpassword/', false],
    ['/de/e/newpassword', false],
    ['/login/newpassword', false],
    ['/fr/login/newpassword?token=x', false],
    ['/gb/login', false],
    ['/be/fr/login', false],
    ['/be/fr/e/newpassword', false],
    ['https://shop.nordhem.de/ch/it/login/auth', false],
    ['/de/./login', false],
    ['/de/account/../login', false],
    // unparsable
    ['https://', false],
    ['https://nordhem.de:99999/', false],
  ] as const)('%j → %s', (target, expected) => {
    expect(isSafeRedirectTarget(target, onLoginPage)).toBe(expected);
  });
});

describe("isSafeRedirectTarget on the shop's own account page https://nordhem.de/gb/e/account/dashboard?tab=profile#x", () => {
  const onAccountPage = {
    currentUrl: 'https://nordhem.de/gb/e/account/dashboard?tab=profile#x',
    productDomain: 'nordhem.de',
  };

  it.each([
    // the page the login was opened on, in every spelling: the login returns there
    ['https://nordhem.de/gb/e/account/dashboard?tab=profile', true],
    ['https://nordhem.de/gb/e/account/dashboard?tab=profile#y', true],
    ['/gb/e/account/dashboard', true],
    ['/gb/e/account/dashboard?tab=profile', true],
    ['#orders', true],
    ['?tab=orders', true],
    ['', true],
    ['dashboard', true],
    // the shop's other pages, on its origin and its subdomains
    ['/gb/e/cart', true],
    ['https://shop.nordhem.de/gb/e/account/dashboard', true],
    // never back into the login or the reset page
    ['/gb/login', false],
    ['/gb/login/auth', false],
    ['/gb/e/newpassword', false],
    // other origins, protocol-relative ones included, and scripts
    ['https://evil.example/gb/e/account/dashboard', false],
    ['//evil.example/gb/e/account/dashboard', false],
    ['///evil.example/gb/e/account/dashboard', false], // URL parsing reads an https URL's extra slashes as //
    ['https://nordhem.de.evil.example/gb/e/account/dashboard', false],
    ['http://nordhem.de/gb/e/account/dashboard', false], // http while the page is https
    ['javascript:location.href="https://evil.example"', false],
    ['/\\evil.example/', false],
    ['https://user@nordhem.de/gb/e/account/dashboard', false],
  ] as const)('%j → %s', (target, expected) => {
    expect(isSafeRedirectTarget(target, onAccountPage)).toBe(expected);
  });
});

describe('isSafeRedirectTarget on an http page (local development)', () => {
  it.each([
    ['http://localhost:5173/de/account', true],
    ['/de/account', true],
    ['http://de.localhost:5173/account', true],
    ['https://localhost/de/account', true],
    ['http://localhost:5173/de/login', false], // the current page
    ['http://localhost:5173/de/login#x', false],
    ['http://evil.localhost.com/', false],
    ['http://127.0.0.1:5173/de/account', false],
    ['javascript:alert(1)', false],
  ] as const)('%j → %s', (target, expected) => {
    expect(isSafeRedirectTarget(target, onLocalhost)).toBe(expected);
  });
});

describe('isSafeRedirectTarget with an unusable context', () => {
  it.each([
    ['empty product domain', { currentUrl: 'https://nordhem.de/', productDomain: '' }],
    ['product domain with a path', { currentUrl: 'https://nordhem.de/', productDomain: 'nordhem.de/x' }],
    ['product domain with user-info', { currentUrl: 'https://nordhem.de/', productDomain: 'x@nordhem.de' }],
    ['unparsable current page', { currentUrl: 'not a url', productDomain: 'nordhem.de' }],
  ])('%s rejects everything', (_label, ctx) => {
    expect(isSafeRedirectTarget('https://nordhem.de/de/account', ctx)).toBe(false);
  });

  it('normalises the product domain case', () => {
    const ctx = { currentUrl: 'https://nordhem.de/', productDomain: 'NordHem.DE' };
    expect(isSafeRedirectTarget('https://nordhem.de/de/account', ctx)).toBe(true);
  });
});

describe('isResetPasswordPath', () => {
  it.each([
    ['/e/newpassword', true],
    ['/e/newpassword/', true],
    ['/login/newpassword', true],
    ['/de/e/newpassword', true],
    ['/fr/login/newpassword/', true],
    ['/be/fr/e/newpassword', true],
    ['/gb/login/newpassword', true],
    ['/a/b/c/e/newpassword', false],
    ['/be/fr/de/e/newpassword', false], // at most two leading segments
    ['/deu/e/newpassword', false],
    ['/DE/e/newpassword', false],
    ['/e/newpassword/x', false],
    ['/e/newpasswords', false],
    ['/x/newpassword', false],
    ['/login', false],
    ['e/newpassword', false],
  ] as const)('%j → %s', (pathname, expected) => {
    expect(isResetPasswordPath(pathname)).toBe(expected);
  });
});

describe('isLoginPath', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/login/auth', true],
    ['/login/auth/', true],
    ['/de/login', true],
    ['/gb/login/auth', true],
    ['/be/nl/login', true],
    ['/be/nl/de/login', false],
    ['/login//', false],
    ['/logins', false],
    ['/login/auth/x', false],
    ['/login/newpassword', false],
    ['/de/account/login', false],
    ['/', false],
  ] as const)('%j → %s', (pathname, expected) => {
    expect(isLoginPath(pathname)).toBe(expected);
  });
});
