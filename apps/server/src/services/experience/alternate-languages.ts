import type { AlternateLanguages } from '@shopfront/api';
import { languageLabel, parseSitePath, sitePath, sites } from '@shopfront/i18n';

export type AlternateLanguagesResult =
  { readonly ok: true; readonly value: AlternateLanguages } | { readonly ok: false; readonly message: string };

function invalid(message: string): AlternateLanguagesResult {
  return { ok: false, message };
}

/**
 * The language versions of a page of one of our sites. `sourceURL` must be an absolute http(s) address on the public
 * origin whose path lies in a site; every locale of that site's market gets the same page path (and query string).
 */
export function alternateLanguages(sourceURL: string, publicOrigin: string): AlternateLanguagesResult {
  let source: URL;
  try {
    source = new URL(sourceURL);
  } catch {
    return invalid('sourceURL must be an absolute URL');
  }
  if (source.protocol !== 'http:' && source.protocol !== 'https:') return invalid('sourceURL must be an http(s) URL');
  if (source.username || source.password) return invalid('sourceURL must not carry credentials');
  const origin = new URL(publicOrigin).origin;
  if (source.origin !== origin) return invalid('sourceURL is not an address of this shop');
  const parsed = parseSitePath(source.pathname);
  if (!parsed) return invalid('sourceURL is not a page of a site');
  const { site, pagePath } = parsed;
  const languages = site.market.locales.map((locale) => {
    const target = sites.find((candidate) => candidate.market === site.market && candidate.locale === locale);
    if (!target) throw new Error(`no site for ${locale}`);
    return {
      name: languageLabel(locale),
      url: `${origin}${sitePath(target, pagePath)}${source.search}`,
      hrefLang: locale,
    };
  });
  return { ok: true, value: { currentHrefLang: site.locale, languages } };
}
