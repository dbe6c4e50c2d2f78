import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfLocale } from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import type { SignedInCustomer } from '../../sessions/signed-in-customer.ts';
import type { CartView } from './cart-repository.ts';

/** What every `/:siteId/…` route works with: the site's market, its currency and the locale numbers and names are shown in. */
export interface SiteContext {
  readonly market: MarketConfig;
  readonly currency: string;
  readonly locale: string;
}

/** What commerce-plugin.ts resolves once per request and hands every route group. */
export interface CommerceRouteOptions {
  /** The site of the request's `siteId`, checked with its API key (commerce-plugin.ts). */
  readonly siteOf: (request: FastifyRequest) => SiteContext;
  /** The preHandler of the signed-in customer's routes (never stored): OCC 401 without a customer of the site's market. */
  readonly requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  readonly customerOf: (request: FastifyRequest) => SignedInCustomer;
}

/** Carts in the site's currency, their products named in the locale's language. */
export function cartViewOf({ currency, locale }: SiteContext): CartView {
  return { currency, language: languageOfLocale(locale) };
}

export function priceOf(minorUnits: number, currency: string, locale: string) {
  const value = minorUnits / 100;
  return {
    currencyIso: currency,
    value,
    formattedValue: new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
  };
}
