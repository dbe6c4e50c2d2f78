import { describe, expect, it } from 'vitest';
import { findSite } from '@shopfront/i18n';
import { legalLinksOf } from './legal-links.ts';

describe('legalLinksOf (the policy links of the widget and the shell)', () => {
  it.each([
    ['GB', 'en-GB', '/gb'],
    ['BE', 'fr-BE', '/be/fr'],
    ['CH', 'de-CH', '/ch/de'],
  ])('%s %s: each document is its market’s legal page', (country, locale, prefix) => {
    const site = findSite(country, locale);
    if (!site) throw new Error(`${country} ${locale} missing`);
    expect(legalLinksOf(site)).toEqual({
      registerHref: `${prefix}/login?register=true`,
      privacyHref: `${prefix}/legal/privacy-statement`,
      termsHref: `${prefix}/legal/terms-of-use`,
      clubTermsHref: `${prefix}/legal/club-terms`,
    });
  });
});
