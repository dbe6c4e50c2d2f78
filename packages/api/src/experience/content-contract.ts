import { dealerServices } from '@shopfront/core';
import { alternateLanguagesSchema } from './alternate-languages.ts';
import { dealersSchema } from './dealers.ts';
import { plainErrorResponses } from '../plain-error.ts';
import { globalsSchema } from './globals.ts';
import { siteConfigSchema } from './site-config.ts';

const country = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
const locale = { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' } as const;

/** Query parameters naming one site (country and locale), shared by the endpoints that serve per-site data. */
export const siteQuerySchema = {
  type: 'object',
  properties: { country, locale },
  required: ['country', 'locale'],
} as const;

/** `GET v0/config?country=GB&locale=en-GB`: navigation and feature toggles of one site. */
export const siteConfigRoute = {
  querystring: siteQuerySchema,
  response: { 200: siteConfigSchema, ...plainErrorResponses },
} as const;

/** `GET v0/config/globals?country=GB&locale=en-GB`. */
export const globalsRoute = {
  querystring: siteQuerySchema,
  response: { 200: globalsSchema, ...plainErrorResponses },
} as const;

/** `GET <language>/v0/config/globals?country=BE`: the language is in the path; a locale, if given too, must agree with it. */
export const languagePrefixedGlobalsRoute = {
  params: {
    type: 'object',
    properties: { language: { type: 'string', pattern: '^[a-z]{2}$' } },
    required: ['language'],
  },
  querystring: { type: 'object', properties: { country, locale }, required: ['country'] },
  response: { 200: globalsSchema, ...plainErrorResponses },
} as const;

/** `POST alternate-languages` with the current page address. */
export const alternateLanguagesRoute = {
  body: {
    type: 'object',
    properties: { sourceURL: { type: 'string', minLength: 1, maxLength: 2048 } },
    required: ['sourceURL'],
  },
  response: { 200: alternateLanguagesSchema, ...plainErrorResponses },
} as const;

const serviceAlternatives = dealerServices.join('|');

/** `GET v0/dealers?country=GB&near=…&services=repair,spare-parts`: the partner locator. */
export const dealersRoute = {
  querystring: {
    type: 'object',
    properties: {
      country,
      /** A postcode, a town, or both, as typed into the partner locator. */
      near: { type: 'string', maxLength: 100 },
      /** A comma list of services every dealer listed must offer. */
      services: { type: 'string', pattern: `^(${serviceAlternatives})(,(${serviceAlternatives}))*$` },
    },
    required: ['country'],
  },
  response: { 200: dealersSchema, ...plainErrorResponses },
} as const;
