import { describe, expect, it } from 'vitest';
import {
  bannerFingerprint,
  dismissedBannersCookieValue,
  dismissedBannersLimit,
  dismissedFingerprintsOf,
  isBannerVisible,
  parseDismissedBanners,
  withDismissedBanner,
} from './banner-visibility.ts';

const nl = { site: '/be/nl', title: 'Gratis levering' };
const fr = { site: '/be/fr', title: 'Livraison gratuite' };

describe('isBannerVisible', () => {
  it.each([
    ['a banner nobody dismissed', nl, [], true],
    ['the dismissed banner', nl, [nl], false],
    ['the other language of the same country', fr, [nl], true],
    ['both dismissed', fr, [nl, fr], false],
    ['the same title on another site', { site: '/nl', title: 'Gratis levering' }, [nl], true],
    ['an empty title', { site: '/gb', title: '  ' }, [], false],
  ] as const)('%s', (_case, banner, dismissed, visible) => {
    expect(isBannerVisible(banner, dismissed)).toBe(visible);
  });
});

describe('dismissed banners in storage', () => {
  it('keeps every dismissal once, newest last, at most the limit', () => {
    const many = Array.from({ length: 5 }, (_, index) => ({ site: '/gb', title: `Offer ${index}` }));
    const kept = many.reduce((list, banner) => withDismissedBanner(list, banner, 3), withDismissedBanner([], nl, 3));
    expect(kept.map((entry) => entry.title)).toEqual(['Offer 2', 'Offer 3', 'Offer 4']);
    expect(withDismissedBanner([nl, fr], nl)).toEqual([fr, nl]);
  });

  it.each([
    [null, []],
    ['not json', []],
    ['"Free delivery"', []],
    [JSON.stringify([nl, { site: 1 }, fr]), [nl, fr]],
  ])('reads %j defensively', (raw, expected) => {
    expect(parseDismissedBanners(raw)).toEqual(expected);
  });
});

describe('the dismissed-banners cookie', () => {
  it('fingerprints site and title: stable, 8 hex digits, different for another site or title', () => {
    expect(bannerFingerprint(nl)).toMatch(/^[0-9a-f]{8}$/);
    expect(bannerFingerprint(nl)).toBe(bannerFingerprint({ ...nl }));
    expect(bannerFingerprint(nl)).not.toBe(bannerFingerprint({ site: '/nl', title: nl.title }));
    expect(bannerFingerprint(nl)).not.toBe(bannerFingerprint({ site: nl.site, title: `${nl.title}!` }));
  });

  it('holds the fingerprints of the dismissals kept, newest last, at most the limit', () => {
    expect(dismissedBannersCookieValue([nl, fr])).toBe(`${bannerFingerprint(nl)}.${bannerFingerprint(fr)}`);
    const many = Array.from({ length: dismissedBannersLimit + 3 }, (_, index) => ({
      site: '/gb',
      title: `Offer ${index}`,
    }));
    expect(dismissedBannersCookieValue(many).split('.')).toHaveLength(dismissedBannersLimit);
  });

  it.each([
    ['', []],
    ['other=1', []],
    [`sf_dismissed_banners=${bannerFingerprint(nl)}`, [bannerFingerprint(nl)]],
    [
      `a=b; sf_dismissed_banners=${bannerFingerprint(nl)}.${bannerFingerprint(fr)}; c=d`,
      [bannerFingerprint(nl), bannerFingerprint(fr)],
    ],
    ['sf_dismissed_banners=not-hex.0123abcd', ['0123abcd']],
    ['xsf_dismissed_banners=0123abcd', []],
  ])('reads %j', (header, expected) => {
    expect(dismissedFingerprintsOf(header)).toEqual(expected);
  });
});
