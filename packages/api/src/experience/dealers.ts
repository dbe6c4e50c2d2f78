import { type DealerService, dealerServices } from '@shopfront/core';
import { type FetchFunction, httpError, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, arrayOf, safeCheck } from '../json-schema-check.ts';
import { defaultExperienceApiHost } from './experience-request.ts';

/** One partner of the locator, with how it matched what was typed (`postcode`, `town`, or `none`: listed after). */
const text = { type: 'string' } as const;

export const dealerSchema = {
  type: 'object',
  properties: {
    id: text,
    name: text,
    street: text,
    postcode: text,
    town: text,
    services: arrayOf({ enum: dealerServices }),
    match: { enum: ['postcode', 'town', 'none'] },
  },
  required: ['id', 'name', 'street', 'postcode', 'town', 'services', 'match'],
} as const satisfies JsonSchema;

export const dealersSchema = {
  type: 'object',
  properties: { dealers: arrayOf(dealerSchema) },
  required: ['dealers'],
} as const satisfies JsonSchema;

export type Dealer = FromSchema<typeof dealerSchema>;

export interface DealerSearch {
  /** ISO 3166-1 alpha-2 of the market, e.g. `GB`. */
  readonly country: string;
  /** A postcode, a town, or both; empty lists every dealer. */
  readonly near: string;
  /** Every dealer listed offers all of these. */
  readonly services: readonly DealerService[];
}

/** `GET <experience API>v0/dealers?country=GB&near=SW1A%201AA&services=repair,spare-parts`. */
export function dealersUrl(search: DealerSearch, experienceApiHost = defaultExperienceApiHost): string {
  const query = new URLSearchParams({ country: search.country });
  if (search.near.trim() !== '') query.set('near', search.near.trim());
  if (search.services.length > 0) query.set('services', search.services.join(','));
  return `${experienceApiHost}v0/dealers?${query}`;
}

export function requestDealers(
  fetchFunction: FetchFunction,
  search: DealerSearch,
  experienceApiHost?: string,
  signal?: AbortSignal,
): Promise<Response> {
  return send(fetchFunction, dealersUrl(search, experienceApiHost), {
    signal: signal ?? null,
    credentials: 'same-origin',
  });
}

export async function processDealersResponse(response: Response): Promise<Dealer[]> {
  if (!response.ok) return httpError(response, 'dealers');
  return (await readJson(response, (value) => safeCheck(dealersSchema, value))).dealers;
}

/** The market's dealers offering the services, nearest to `near` first. */
export async function fetchDealers(
  fetchFunction: FetchFunction,
  search: DealerSearch,
  experienceApiHost?: string,
  signal?: AbortSignal,
): Promise<Dealer[]> {
  return processDealersResponse(await requestDealers(fetchFunction, search, experienceApiHost, signal));
}
