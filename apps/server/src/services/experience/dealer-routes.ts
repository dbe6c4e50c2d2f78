import { dealersRoute } from '@shopfront/api';
import { type DealerService, dealerServices, rankDealersNear } from '@shopfront/core';
import type { MarketConfig } from '../../config/market-config.ts';
import { plainError } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';

export interface DealerRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
}

function servicesOf(list: string | undefined): DealerService[] {
  if (list === undefined) return [];
  // The schema's pattern admits the known services only.
  return dealerServices.filter((service) => list.split(',').includes(service));
}

/** The partner locator: the market's dealers offering the chosen services, nearest to what was typed first. */
export const dealerRoutes: TypedPlugin<DealerRoutesOptions> = async (app, { markets }) => {
  const { dealers } = app;

  app.get('/v0/dealers', { schema: dealersRoute }, async (request, reply) => {
    const market = markets.get(request.query.country.toUpperCase());
    if (!market) throw plainError(404, 'not_found', 'Unknown market');
    const offering = await dealers.offering(market.country, servicesOf(request.query.services));
    reply.header('cache-control', 'public, max-age=300');
    return {
      dealers: rankDealersNear(offering, request.query.near ?? '').map(({ dealer, match }) => ({
        ...dealer,
        match: match.kind,
      })),
    };
  });
};
