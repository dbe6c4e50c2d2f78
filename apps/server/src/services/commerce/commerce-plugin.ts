import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfOccLang } from '@shopfront/core';
import { findMarket } from '@shopfront/i18n';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { occError, occShape } from '../../http/occ-shape.ts';
import { fieldOf } from '../../http/request-fields.ts';
import { type TypedPlugin, requestContext } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { signedInCustomerHook } from '../../sessions/signed-in-customer.ts';
import { registerHealthRoute } from '../health.ts';
import { cartRoutes } from './cart-routes.ts';
import type { CommerceRouteOptions, SiteContext } from './commerce-site.ts';
import { customerRoutes } from './customer-routes.ts';
import { productRoutes } from './product-routes.ts';
import type { ServiceOptions } from '../../http/service-options.ts';

export interface CommercePluginOptions extends ServiceOptions {
  /** Guesses at addresses through a signed-in account are limited like logins. */
  readonly emailChangeRateLimit: RateLimit;
}

const commerceApiKeyHeader = 'x-api-key';

/**
 * Commerce API in the SAP Commerce OCC style, per site id (`nordhem-gb`): OCC errors, the site of every `/:siteId/…`
 * route resolved once, the signed-in customer's preHandler, and the route groups: products (`product-routes.ts`),
 * carts (`cart-routes.ts`), the customer, their club membership and change of e-mail (`customer-routes.ts`).
 */
export const commercePlugin: TypedPlugin<CommercePluginOptions> = async (
  app,
  { database, markets, clock, publicOrigin, emailChangeRateLimit },
) => {
  const marketsBySiteId = new Map([...markets.values()].map((market) => [market.siteId, market]));
  const siteContext = requestContext<SiteContext>(app, 'the site of the siteId');
  const siteOf = (request: FastifyRequest) => siteContext.get(request);

  answerErrorsIn(app, occShape);
  registerHealthRoute(app, 'commerce', database);

  /** Every `/:siteId/…` route: the site must exist and the request carry its API key (checked once, here). */
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const siteId = fieldOf(request.params, 'siteId');
    if (typeof siteId !== 'string') return;
    const market = marketsBySiteId.get(siteId);
    if (!market) throw occError(404, 'UnknownIdentifierError', 'Unknown site');
    if (request.headers[commerceApiKeyHeader] !== market.eComApiKey)
      throw occError(401, 'UnauthorizedError', 'Missing or invalid API key');
    // `lang=language_COUNTRY` picks the number format; anything else falls back to the market's first language.
    const lang = fieldOf(request.query, 'lang');
    const locale =
      (typeof lang === 'string' ? localeOfOccLang(lang) : undefined) ?? market.locales[0] ?? `en-${market.country}`;
    siteContext.set(request, { market, currency: findMarket(market.country)?.currency ?? 'EUR', locale });
  });

  /**
   * Routes of the signed-in customer of the site's market, from the experience session (the session's market and
   * the account's must be the site's); OCC 401 without one.
   */
  const customers = signedInCustomerHook(app, {
    markets,
    refusal: () => occError(401, 'InvalidTokenError', 'No valid session'),
    serves: (request, { session, account }) => {
      const { market } = siteOf(request);
      return session.market === market.country && account.market === market.country;
    },
  });
  const routeOptions: CommerceRouteOptions = {
    siteOf,
    customerOf: customers.customerOf,
    async requireCustomer(request: FastifyRequest, reply: FastifyReply) {
      reply.header('cache-control', 'no-store');
      await customers.require(request);
    },
  };

  await app.register(productRoutes, routeOptions);
  await app.register(cartRoutes, routeOptions);
  await app.register(customerRoutes, { ...routeOptions, clock, publicOrigin, emailChangeRateLimit });
};
