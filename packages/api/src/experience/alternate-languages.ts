import { ApiError, type FetchFunction, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, arrayOf, safeCheck } from '../json-schema-check.ts';
import { plainErrorSchema } from '../plain-error.ts';
import { type ExperienceRequestOptions, defaultExperienceApiHost } from './experience-request.ts';

/** docs/site-shell.md §3 "Language data": the current page in every language of its market. */
const text = { type: 'string' } as const;

export const alternateLanguagesSchema = {
  type: 'object',
  properties: {
    currentHrefLang: text,
    languages: arrayOf({
      type: 'object',
      properties: { name: text, url: text, hrefLang: text },
      required: ['name', 'url', 'hrefLang'],
    }),
  },
  required: ['currentHrefLang', 'languages'],
} as const satisfies JsonSchema;

export type AlternateLanguages = FromSchema<typeof alternateLanguagesSchema>;
export type AlternateLanguage = AlternateLanguages['languages'][number];

/** `POST <experience API>alternate-languages` with the current page address (docs/site-shell.md §7). */
export function requestAlternateLanguages(
  fetchFunction: FetchFunction,
  sourceURL: string,
  options: ExperienceRequestOptions = {},
): Promise<Response> {
  return send(fetchFunction, `${options.experienceApiHost ?? defaultExperienceApiHost}alternate-languages`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceURL }),
    signal: options.signal ?? null,
  });
}

export async function processAlternateLanguagesResponse(response: Response): Promise<AlternateLanguages> {
  if (!response.ok) {
    const body = safeCheck(plainErrorSchema, await response.json().catch(() => undefined));
    const detail = body.success ? `: ${body.data.message}` : '';
    throw new ApiError('http_error', `alternate-languages answered ${response.status}${detail}`, response.status);
  }
  return readJson(response, (value) => safeCheck(alternateLanguagesSchema, value));
}

/** The language versions of `sourceURL`; ApiError when the address is no page of the shop or the call fails. */
export async function fetchAlternateLanguages(
  fetchFunction: FetchFunction,
  sourceURL: string,
  options: ExperienceRequestOptions = {},
): Promise<AlternateLanguages> {
  return processAlternateLanguagesResponse(await requestAlternateLanguages(fetchFunction, sourceURL, options));
}
