import { describe, expect, it } from 'vitest';
import { partnerFormOf } from '@shopfront/api';
import { type Site, findSite, sites } from '@shopfront/i18n';
import { buildSiteContent } from './site-content.ts';
import { locatorExamples } from './site-content-markets.ts';

const placeholderOf = (site: Site | undefined) => (site ? partnerFormOf(buildSiteContent(site).footer)?.placeholder : undefined);

describe('seeded site content', () => {
  it.each(sites.map((site) => [site.locale, site] as const))('%s: the locator field’s example is a place of its own country', (_locale, site) => {
    const placeholder = placeholderOf(site) ?? '';
    expect(placeholder).toContain(locatorExamples[site.locale]);
    expect(placeholder).not.toContain('{place}');
  });

  it('gives the Dutch and the French site of Belgium Belgian examples', () => {
    expect(placeholderOf(findSite('BE', 'nl-BE'))).toBe('bijv. 2000 Antwerpen');
    expect(placeholderOf(findSite('BE', 'fr-BE'))).toBe('p. ex. 1000 Bruxelles');
  });
});
