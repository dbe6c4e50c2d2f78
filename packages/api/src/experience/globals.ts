import { languageOfLocale } from '@shopfront/core';
import { type FetchFunction, httpError, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';
import { type ExperienceRequestOptions, defaultExperienceApiHost } from './experience-request.ts';

/** docs/site-shell.md §3 "Global config keys": one flat object with dotted keys. */
export const globalsSchema = {
  type: 'object',
  properties: {
    'general.language': { type: 'string' },
    'general.country': { type: 'string' },
    'general.experienceApi': { type: 'string' },
    'module.eComApi.SiteId': { type: 'string' },
    'module.eComApi.ApiKey': { type: 'string' },
    /** No cookie-notice URL: the footer shows its Cookie Settings button (docs/site-shell.md §2). */
    'module.cookieNotice.url': { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: [
    'general.language',
    'general.country',
    'general.experienceApi',
    'module.eComApi.SiteId',
    'module.eComApi.ApiKey',
    'module.cookieNotice.url',
  ],
} as const satisfies JsonSchema;

export type SiteGlobals = FromSchema<typeof globalsSchema>;

export interface GlobalsSite {
  /** ISO 3166-1 alpha-2, e.g. `BE`. */
  readonly country: string;
  /** BCP 47, e.g. `fr-BE`. */
  readonly locale: string;
  /** The market has several languages: ask the language-prefixed path (`<host>fr/v0/config/globals?country=BE`). */
  readonly languagePrefixed?: boolean;
}

/** The globals address of a site: language-prefixed for multi-language markets (docs/site-shell.md §7). */
export function globalsUrl(site: GlobalsSite, experienceApiHost = defaultExperienceApiHost): string {
  if (site.languagePrefixed) {
    return `${experienceApiHost}${encodeURIComponent(languageOfLocale(site.locale))}/v0/config/globals?${new URLSearchParams({ country: site.country })}`;
  }
  return `${experienceApiHost}v0/config/globals?${new URLSearchParams({ country: site.country, locale: site.locale })}`;
}

export function requestGlobals(
  fetchFunction: FetchFunction,
  site: GlobalsSite,
  options: ExperienceRequestOptions = {},
): Promise<Response> {
  return send(fetchFunction, globalsUrl(site, options.experienceApiHost), {
    signal: options.signal ?? null,
    credentials: 'same-origin',
  });
}

export async function processGlobalsResponse(response: Response): Promise<SiteGlobals> {
  if (!response.ok) return httpError(response, 'globals');
  return readJson(response, (value) => safeCheck(globalsSchema, value));
}

/** The site's globals; the shell keeps them in session storage (docs/site-shell.md §9). */
export async function fetchGlobals(
  fetchFunction: FetchFunction,
  site: GlobalsSite,
  options: ExperienceRequestOptions = {},
): Promise<SiteGlobals> {
  return processGlobalsResponse(await requestGlobals(fetchFunction, site, options));
}
