import { afterEach, describe, expect, it } from 'vitest';
import { loaderSettingsOf } from './loader-settings.ts';

const loaderUrl = 'https://cdn.example/shopfront-loader.js';

function addScript(attributes: Record<string, string>): void {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

describe('loaderSettingsOf', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads its own tag: locale, the configuration URL made absolute, and only the links it names', () => {
    addScript({ src: 'https://cdn.example/other.js', 'data-locale': 'de-DE', 'data-config-url': '/other' });
    addScript({
      src: loaderUrl,
      'data-locale': 'en-GB',
      'data-config-url': '/host-config?country=GB&locale=en-GB',
      'data-privacy-href': '/privacy',
    });
    expect(loaderSettingsOf(document, loaderUrl)).toEqual({
      locale: 'en-GB',
      configUrl: new URL('/host-config?country=GB&locale=en-GB', document.baseURI).href,
      links: { privacyHref: '/privacy' },
      fullLogoutOnExpiredSession: false,
    });
  });

  it('asks for a full logout on an expired session when the tag carries data-full-logout-on-expired-session', () => {
    addScript({
      src: loaderUrl,
      'data-locale': 'en-GB',
      'data-config-url': '/config',
      'data-full-logout-on-expired-session': '',
    });
    expect(loaderSettingsOf(document, loaderUrl)?.fullLogoutOnExpiredSession).toBe(true);
  });

  it('falls back to the first tag with a configuration URL when its own address differs (a bundler renamed it)', () => {
    addScript({ src: 'https://cdn.example/loader-3f2a.js', 'data-locale': 'fr-FR', 'data-config-url': '/config' });
    expect(loaderSettingsOf(document, loaderUrl)?.locale).toBe('fr-FR');
  });

  it.each([
    ['no tag at all', {}],
    ['no locale', { src: loaderUrl, 'data-config-url': '/config' }],
    ['an empty configuration URL', { src: loaderUrl, 'data-locale': 'en-GB', 'data-config-url': '' }],
  ])('is undefined with %s', (_case, attributes: Record<string, string>) => {
    if (Object.keys(attributes).length > 0) addScript(attributes);
    expect(loaderSettingsOf(document, loaderUrl)).toBeUndefined();
  });
});
