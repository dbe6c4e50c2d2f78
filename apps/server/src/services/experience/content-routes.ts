import type { FastifyReply } from 'fastify';
import {
  type SiteGlobals,
  alternateLanguagesRoute,
  globalsRoute,
  languagePrefixedGlobalsRoute,
  siteConfigRoute,
} from '@shopfront/api';
import { type Site, countryOf, findSite, isSupportedLocale, languageOf, siteKey, sites } from '@shopfront/i18n';
import type { MarketConfig } from '../../config/market-config.ts';
import { plainError } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { alternateLanguages } from './alternate-languages.ts';

export interface ContentRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  /** The shop's public origin: alternate-languages only answers for pages on it. */
  readonly publicOrigin: string;
}

function globalsOf(site: Site, market: MarketConfig): SiteGlobals {
  return {
    'general.language': languageOf(site.locale),
    'general.country': market.country,
    'general.experienceApi': market.experienceApiHost,
    'module.eComApi.SiteId': market.siteId,
    'module.eComApi.ApiKey': market.eComApiKey,
    'module.cookieNotice.url': market.cookieNoticeUrl ?? null,
  };
}

const unknownSite = () => plainError(404, 'not_found', 'Unknown site');

/** Site content and configuration for the shell: navigation, footer, feature toggles, globals, language versions. */
export const contentRoutes: TypedPlugin<ContentRoutesOptions> = async (app, { markets, publicOrigin }) => {
  const content = app.siteContent;

  app.get('/v0/config', { schema: siteConfigRoute }, async (request, reply) => {
    const site = findSite(request.query.country, request.query.locale);
    const siteContent = site && (await content.find(siteKey(site)));
    const market = site && markets.get(site.market.country);
    if (!site || !siteContent || !market) throw unknownSite();
    reply.header('cache-control', 'public, max-age=60');
    return {
      navigation: {
        header: { ...siteContent.navigation, notificationBanner: siteContent.notificationBanner },
        footer: siteContent.footer,
      },
      features: market.features,
    };
  });

  function answerGlobals(reply: FastifyReply, site: Site | undefined) {
    const market = site && markets.get(site.market.country);
    if (!site || !market || !market.locales.includes(site.locale)) throw unknownSite();
    reply.header('cache-control', 'public, max-age=300');
    return globalsOf(site, market);
  }

  app.get('/v0/config/globals', { schema: globalsRoute }, async (request, reply) =>
    answerGlobals(reply, findSite(request.query.country, request.query.locale)),
  );

  /** The language-prefixed form (`/fr/v0/config/globals?country=BE`) that multi-language markets use. */
  app.get('/:language/v0/config/globals', { schema: languagePrefixedGlobalsRoute }, async (request, reply) => {
    const { language } = request.params;
    const { country, locale } = request.query;
    const contradicts =
      locale !== undefined &&
      (!isSupportedLocale(locale) || languageOf(locale) !== language || countryOf(locale) !== country.toUpperCase());
    if (contradicts) {
      throw plainError(400, 'invalid_request', 'The locale does not match the language and country');
    }
    const site = sites.find(
      (candidate) => candidate.market.country === country.toUpperCase() && languageOf(candidate.locale) === language,
    );
    return answerGlobals(reply, site);
  });

  /** The current page in every language of its market, for the language switcher. */
  app.post('/alternate-languages', { schema: alternateLanguagesRoute }, async (request, reply) => {
    const result = alternateLanguages(request.body.sourceURL, publicOrigin);
    if (!result.ok) throw plainError(400, 'invalid_request', result.message);
    reply.header('cache-control', 'no-store');
    return result.value;
  });
};
