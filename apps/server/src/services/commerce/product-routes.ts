import { parseProductSearchQuery } from '@shopfront/core';
import { boundedInteger } from '../../http/bounded-integer.ts';
import { occError } from '../../http/occ-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { type CommerceRouteOptions, cartViewOf, occFields, occLang, priceOf, siteParams } from './commerce-site.ts';

/** `query=:relevance:allCategories:ovens&lang=en_GB&fields=DEFAULT&pageSize=100`. */
const productSearchQuery = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 400 },
    fields: occFields,
    lang: occLang,
    curr: { type: 'string', pattern: '^[A-Z]{3}$' },
    pageSize: boundedInteger(1, 100),
  },
} as const;

/** The site's settings and its catalogue. */
export const productRoutes: TypedPlugin<CommerceRouteOptions> = async (app, { siteOf }) => {
  const { products } = app;

  app.get('/:siteId/global-settings', { schema: { params: siteParams } }, async (request) => ({
    cdcSessionDuration: siteOf(request).market.cdcSessionDuration,
  }));

  /** The products of the site's catalogue in the categories the query names, priced in the site's currency. */
  app.get('/:siteId/products/search', { schema: { params: siteParams, querystring: productSearchQuery } }, async (request) => {
    const site = siteOf(request);
    const { query = '', pageSize = 20 } = request.query;
    const search = parseProductSearchQuery(query);
    if (!search) throw occError(400, 'ValidationError', 'Unsupported search query');
    if (request.query.curr !== undefined && request.query.curr !== site.currency) throw occError(400, 'ValidationError', 'Unsupported currency');
    const found = await products.search(search.categories, cartViewOf(site));
    return {
      freeTextSearch: search.freeText,
      products: found.slice(0, pageSize).map((product) => ({
        code: product.code,
        name: product.name,
        ...(product.price === null ? {} : { price: priceOf(product.price, site.currency, site.locale) }),
      })),
      pagination: { currentPage: 0, pageSize, totalPages: Math.ceil(found.length / pageSize), totalResults: found.length },
    };
  });
};
