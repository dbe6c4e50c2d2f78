import {
  anonymousCartCountRoute,
  anonymousCartEntriesRoute,
  anonymousCartsRoute,
  createAnonymousCartRoute,
  customerCartCountRoute,
  customerCartEntriesRoute,
  customerCartsRoute,
} from '@shopfront/api';
import { occError } from '../../http/occ-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { type AddedEntry, type CartRow, UnknownProductError, webshopCartType } from './cart-repository.ts';
import { type CommerceRouteOptions, cartViewOf, priceOf } from './commerce-site.ts';

/** The answer of an add-to-cart call, anonymous or signed in. */
function addedEntry(entry: AddedEntry, productCode: string, quantityAdded: number) {
  return {
    statusCode: 'success',
    quantityAdded,
    entry: { entryNumber: entry.entryNumber, quantity: entry.quantity, product: { code: productCode } },
  };
}

function cartResource(cart: CartRow, currency: string, locale: string) {
  const entries = cart.entries.map((entry) => ({
    entryNumber: entry.entryNumber,
    quantity: entry.quantity,
    product: { code: entry.productCode, name: entry.productName },
    ...(entry.unitPrice === null
      ? {}
      : {
          basePrice: priceOf(entry.unitPrice, currency, locale),
          totalPrice: priceOf(entry.unitPrice * entry.quantity, currency, locale),
        }),
  }));
  const total = cart.entries.reduce((sum, entry) => sum + (entry.unitPrice ?? 0) * entry.quantity, 0);
  return {
    code: cart.guid,
    guid: cart.guid,
    type: cart.type,
    totalItems: cart.entries.length,
    totalUnitCount: cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
    entries,
    subTotal: priceOf(total, currency, locale),
    totalPrice: priceOf(total, currency, locale),
  };
}

async function addingEntry<T>(add: () => Promise<T>): Promise<T> {
  try {
    return await add();
  } catch (error) {
    if (error instanceof UnknownProductError) throw occError(400, 'UnknownIdentifierError', 'Unknown product');
    throw error;
  }
}

/** The site's anonymous carts (the `<siteId>-cart` cookie names one) and the signed-in customer's carts. */
export const cartRoutes: TypedPlugin<CommerceRouteOptions> = async (app, { siteOf, requireCustomer, customerOf }) => {
  const { carts } = app;

  app.post('/:siteId/anonymousCarts', { schema: createAnonymousCartRoute }, async (request, reply) => {
    const { currency, locale } = siteOf(request);
    const guid = await carts.createAnonymous(request.params.siteId);
    return reply.code(201).send(cartResource({ guid, type: webshopCartType, entries: [] }, currency, locale));
  });

  /** The anonymous cart of the `<siteId>-cart` cookie, as a one-cart list. */
  app.get('/:siteId/anonymousCarts', { schema: anonymousCartsRoute }, async (request, reply) => {
    const site = siteOf(request);
    const { currency, locale } = site;
    reply.header('cache-control', 'no-store');
    const cart = await carts.findAnonymous(request.params.siteId, request.query.cartGuid, cartViewOf(site));
    if (!cart) throw occError(404, 'CartError', 'Cart not found');
    return { carts: [cartResource(cart, currency, locale)] };
  });

  app.post('/:siteId/anonymousCarts/entries', { schema: anonymousCartEntriesRoute }, async (request) => {
    const cart = await carts.findAnonymous(request.params.siteId, request.query.cartGuid, cartViewOf(siteOf(request)));
    if (!cart) throw occError(404, 'CartError', 'Cart not found');
    const { product, quantity } = request.body;
    const entry = await addingEntry(() => carts.addEntry(cart.guid, product.code, quantity));
    return addedEntry(entry, product.code, quantity);
  });

  app.get('/:siteId/anonymousCarts/entries/count', { schema: anonymousCartCountRoute }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const count = await carts.countUnits(request.params.siteId, request.query.cartGuid);
    if (count === undefined) throw occError(404, 'CartError', 'Cart not found');
    return { count };
  });

  /** The signed-in customer's carts of the type (WEBSHOP unless asked otherwise) on this site. */
  app.get('/:siteId/carts', { schema: customerCartsRoute, preHandler: requireCustomer }, async (request) => {
    const site = siteOf(request);
    const { currency, locale } = site;
    const owned = await carts.findOwned(
      customerOf(request).account.uid,
      request.params.siteId,
      request.query.cartType ?? webshopCartType,
      cartViewOf(site),
    );
    return { carts: owned.map((cart) => cartResource(cart, currency, locale)) };
  });

  app.post(
    '/:siteId/carts/entries',
    { schema: customerCartEntriesRoute, preHandler: requireCustomer },
    async (request) => {
      const { product, quantity } = request.body;
      const cartType = request.query.cartType ?? webshopCartType;
      const entry = await addingEntry(() =>
        carts.addOwnedEntry(customerOf(request).account.uid, request.params.siteId, cartType, product.code, quantity),
      );
      return addedEntry(entry, product.code, quantity);
    },
  );

  app.get(
    '/:siteId/carts/entries/count',
    { schema: customerCartCountRoute, preHandler: requireCustomer },
    async (request) => ({
      count: await carts.countOwnedUnits(
        customerOf(request).account.uid,
        request.params.siteId,
        request.query.cartType ?? webshopCartType,
      ),
    }),
  );
};
