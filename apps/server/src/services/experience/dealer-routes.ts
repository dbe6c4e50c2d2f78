import { type DealerService, dealerServices, rankDealersNear } from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import { plainError } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';

export interface DealerRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
}

const serviceAlternatives = dealerServices.join('|');

const dealersQuery = {
  type: 'object',
  properties: {
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    /** A postcode, a town, or both, as typed into the partner locator. */
    near: { type: 'string', maxLength: 100 },
    /** A comma list of services every dealer listed must offer, e.g. `repair,spare-parts`. */
    services: { type: 'string', pattern: `^(${serviceAlternatives})(,(${serviceAlternatives}))*$` },
  },
  required: ['country'],
} as const;

const dealersResponse = {
  200: {
    type: 'object',
    properties: {
      dealers: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            street: { type: 'string' },
            postcode: { type: 'string' },
            town: { type: 'string' },
            services: { type: 'array', items: { type: 'string' } },
            match: { type: 'string', enum: ['postcode', 'town', 'none'] },
          },
          required: ['id', 'name', 'street', 'postcode', 'town', 'services', 'match'],
        },
      },
    },
    required: ['dealers'],
  },
} as const;

function servicesOf(list: string | undefined): DealerService[] {
  if (list === undefined) return [];
  // The schema's pattern admits the known services only.
  return dealerServices.filter((service) => list.split(',').includes(service));
}

/** The partner locator: the market's dealers offering the chosen services, nearest to what was typed first. */
export const dealerRoutes: TypedPlugin<DealerRoutesOptions> = async (app, { markets }) => {
  const { dealers } = app;

  app.get('/v0/dealers', { schema: { querystring: dealersQuery, response: dealersResponse } }, async (request, reply) => {
    const market = markets.get(request.query.country.toUpperCase());
    if (!market) throw plainError(404, 'not_found', 'Unknown market');
    const offering = await dealers.offering(market.country, servicesOf(request.query.services));
    reply.header('cache-control', 'public, max-age=300');
    return {
      dealers: rankDealersNear(offering, request.query.near ?? '').map(({ dealer, match }) => ({ ...dealer, match: match.kind })),
    };
  });
};
