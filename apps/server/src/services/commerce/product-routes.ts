import { globalSettingsRoute, productSearchRoute } from '@shopfront/api';
import { parseProductSearchQuery } from '@shopfront/core';
import { occError } from '../../http/occ-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { type CommerceRouteOptions, cartViewOf, priceOf } from './commerce-site.ts';

/** The site's settings and its catalogue. */
export const productRoutes: TypedPlugin<CommerceRouteOptions> = async (app, { siteOf }) => {
  const { products } = app;

  app.get('/:siteId/global-settings', { schema: globalSettingsRoute }, async (request) => ({
    cdcSessionDuration: siteOf(request).market.cdcSessionDuration,
  }));

  /** The products of the site's catalogue in the categories the query names, priced in the site's currency. */
  app.get('/:siteId/products/search', { schema: productSearchRoute }, async (request) => {
    const site = siteOf(request);
    const { query = '', pageSize = 20 } = request.query;
    const search = parseProductSearchQuery(query);
    if (!search) throw occError(400, 'ValidationError', 'Unsupported search query');
    if (request.query.curr !== undefined && request.query.curr !== site.currency)
      throw occError(400, 'ValidationError', 'Unsupported currency');
    const found = await products.search(search.categories, cartViewOf(site));
    return {
      freeTextSearch: search.freeText,
      products: found.slice(0, pageSize).map((product) => ({
        code: product.code,
        name: product.name,
        ...(product.price === null ? {} : { price: priceOf(product.price, site.currency, site.locale) }),
      })),
      pagination: {
        currentPage: 0,
        pageSize,
        totalPages: Math.ceil(found.length / pageSize),
        totalResults: found.length,
      },
    };
  });
};
