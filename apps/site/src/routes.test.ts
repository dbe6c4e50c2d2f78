import { describe, expect, it } from 'vitest';
import { refusedAddressRoute, resolveRoute } from './routes.ts';

function describeRoute(pathname: string): string {
  const route = resolveRoute(pathname);
  switch (route.kind) {
    case 'site-page':
      return `${route.site.locale} ${route.page}`;
    case 'not-found':
      return `not-found ${route.site?.locale ?? '-'}`;
    case 'host-page':
      return `host-page ${route.site.locale}`;
    default:
      return route.kind;
  }
}

describe('resolveRoute', () => {
  it.each([
    ['/', 'markets'],
    ['/dev/mailbox', 'mailbox'],
    ['/gb/', 'en-GB home'],
    ['/de/', 'de-DE home'],
    ['/gb/login', 'en-GB login'],
    ['/gb/login/', 'en-GB login'],
    ['/be/fr/login', 'fr-BE login'],
    ['/be/nl/', 'nl-BE home'],
    ['/ch/it/e/account/dashboard', 'it-CH dashboard'],
    ['/ca/fr/', 'fr-CA home'],
    ['/lu/de/login', 'de-LU login'],
    ['/be/login', 'not-found -'],
    ['/be/de/', 'not-found -'],
    ['/gb/fr/', 'not-found en-GB'],
    ['/xx/', 'not-found -'],
    ['/gb/no-such-page', 'not-found en-GB'],
    ['/gb/partner-locator', 'en-GB partnerLocator'],
    ['/gb/c', 'en-GB category'],
    ['/gb/service', 'host-page en-GB'],
    ['/gb/about/careers', 'host-page en-GB'],
    ['/be/fr/offers/free-delivery', 'host-page fr-BE'],
    ['/gb/cart', 'host-page en-GB'],
    ['/gb/e/checkout', 'host-page en-GB'],
    ['/gb/e/account/profile', 'host-page en-GB'],
    ['/gb/e/account/a/b', 'not-found en-GB'],
    ['/gb/checkout', 'not-found en-GB'],
    ['/gb/c/kitchen', 'en-GB category'],
    ['/be/fr/c/kitchen/ovens', 'fr-BE category'],
    ['/gb/c/Kitchen', 'not-found en-GB'],
    ['/gb/c/a/b/c/d', 'not-found en-GB'],
    ['/gb/newsletter/sign-up', 'en-GB newsletterSignUp'],
    ['/ch/de/newsletter/check-your-inbox', 'de-CH newsletterCheckInbox'],
    ['/be/fr/legal/privacy-statement', 'fr-BE privacyStatement'],
    ['/ch/de/legal/legal-notice', 'de-CH legalNotice'],
    ['/pl/legal/accessibility-statement', 'pl-PL accessibilityStatement'],
    ['/gb/legal/terms-of-use', 'en-GB termsOfUse'],
    ['/gb/legal/club-terms', 'en-GB clubTerms'],
    ['/gb/legal/privacy', 'not-found en-GB'],
    ['/gblogin', 'not-found -'],
  ])('%s → %s', (pathname, expected) => {
    expect(describeRoute(pathname)).toBe(expected);
  });

  it.each([
    ['/gb/', 'en-GB', '/'],
    ['/be/fr/login', 'fr-BE', '/login'],
    ['/ch/it/e/account/dashboard', 'it-CH', '/e/account/dashboard'],
    ['/xx/', undefined, '/xx/'],
  ])('a refused %s is the error page of the site %s, at %s', (pathname, locale, pagePath) => {
    const route = refusedAddressRoute(pathname);
    expect(route.kind === 'refused-address' ? { locale: route.site?.locale, pagePath: route.pagePath } : route).toEqual(
      { locale, pagePath },
    );
  });
});
