import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { findMarket } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { registerHealthRoute } from '../health.ts';
import { ExperienceSessionRepository, experienceSessionCookieName } from '../../sessions/experience-session-repository.ts';
import { AccountRepository } from '../identity/account-repository.ts';
import { type AddedEntry, type CartRow, CartRepository, UnknownProductError, webshopCartType } from './cart-repository.ts';

export interface CommercePluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
}

export const commerceApiKeyHeader = 'x-api-key';
export const clubUserGroup = 'nordhem-club-members';

/** OCC error body; the browser raises an error carrying its message. */
function occError(type: string, message: string) {
  return { errors: [{ type, message }] };
}

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const siteParams = {
  type: 'object',
  properties: { siteId: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
  required: ['siteId'],
} as const;

const cartQuery = {
  type: 'object',
  properties: {
    cartGuid: { type: 'string', pattern: uuidPattern },
    fields: { type: 'string', enum: ['BASIC', 'DEFAULT', 'FULL'] },
    lang: { type: 'string', pattern: '^[a-z]{2}_[A-Z]{2}$' },
  },
  required: ['cartGuid'],
} as const;

/** Queries of the signed-in customer's carts: `fields=DEFAULT&cartType=WEBSHOP&lang=en_GB`. */
const customerCartQuery = {
  type: 'object',
  properties: {
    fields: { type: 'string', enum: ['BASIC', 'DEFAULT', 'FULL'] },
    cartType: { type: 'string', pattern: '^[A-Z][A-Z_]{0,39}$' },
    lang: { type: 'string', pattern: '^[a-z]{2}_[A-Z]{2}$' },
  },
} as const;

const addEntryBody = {
  type: 'object',
  properties: {
    product: {
      type: 'object',
      properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
      required: ['code'],
    },
    quantity: { type: 'integer', minimum: 1, maximum: 999 },
  },
  required: ['product', 'quantity'],
} as const;

interface SiteRequest {
  Params: { siteId: string };
  Querystring: { cartGuid: string; fields?: string; lang?: string };
}

interface CustomerCartRequest {
  Params: { siteId: string };
  Querystring: { fields?: string; cartType?: string; lang?: string };
}

interface AddEntryBody {
  Body: { product: { code: string }; quantity: number };
}

/** The answer of an add-to-cart call, anonymous or signed in. */
function addedEntry(entry: AddedEntry, productCode: string, quantityAdded: number) {
  return {
    statusCode: 'success',
    quantityAdded,
    entry: { entryNumber: entry.entryNumber, quantity: entry.quantity, product: { code: productCode } },
  };
}

function priceOf(minorUnits: number, currency: string, locale: string) {
  const value = minorUnits / 100;
  return {
    currencyIso: currency,
    value,
    formattedValue: new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
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

/** Commerce API in the SAP Commerce OCC style, per site id (`nordhem-gb`). */
export const commercePlugin: FastifyPluginAsync<CommercePluginOptions> = async (app, { database, markets }) => {
  const carts = new CartRepository(database);
  const accounts = new AccountRepository(database);
  const experienceSessions = new ExperienceSessionRepository(database);
  const marketsBySiteId = new Map([...markets.values()].map((market) => [market.siteId, market]));

  app.setErrorHandler((error: { validation?: unknown; statusCode?: number }, request, reply) => {
    if (error.validation) return reply.code(400).send(occError('ValidationError', 'Invalid request parameters'));
    // Fastify's own client errors (a body that is not JSON, an unsupported content type, a body too large).
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(occError('BadRequestError', 'Invalid request'));
    }
    request.log.error({ err: error }, 'commerce request failed');
    return reply.code(500).send(occError('InternalServerError', 'Internal error'));
  });

  registerHealthRoute(app, 'commerce', database);

  /** Resolves the market of the site id and checks the API key; answers the error itself when either fails. */
  function authorisedMarket(request: FastifyRequest<{ Params: { siteId: string } }>, reply: FastifyReply) {
    const market = marketsBySiteId.get(request.params.siteId);
    if (!market) {
      void reply.code(404).send(occError('UnknownIdentifierError', 'Unknown site'));
      return undefined;
    }
    if (request.headers[commerceApiKeyHeader] !== market.eComApiKey) {
      void reply.code(401).send(occError('UnauthorizedError', 'Missing or invalid API key'));
      return undefined;
    }
    const marketInfo = findMarket(market.country);
    // `lang=language_COUNTRY` picks the number format; anything else falls back to the market's first language.
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    const locale = typeof lang === 'string' && /^[a-z]{2}_[A-Z]{2}$/.test(lang)
      ? lang.replace('_', '-')
      : `${market.languages[0]}-${market.country}`;
    return { market, currency: marketInfo?.currency ?? 'EUR', locale };
  }

  app.get<{ Params: { siteId: string } }>('/:siteId/global-settings', { schema: { params: siteParams } }, async (request, reply) => {
    const context = authorisedMarket(request, reply);
    if (!context) return reply;
    return { cdcSessionDuration: context.market.cdcSessionDuration };
  });

  /**
   * The signed-in customer of the site's market, from the experience session (the session's market and the account's
   * must be the site's); answers the OCC 401 itself when there is none.
   */
  async function signedInAccount(request: FastifyRequest, reply: FastifyReply, market: MarketConfig) {
    reply.header('cache-control', 'no-store');
    const session = await experienceSessions.findValid(request.cookies[experienceSessionCookieName]);
    const account = session && session.market === market.country ? await accounts.findByUid(session.uid) : undefined;
    if (!account || account.market !== market.country) {
      void reply.code(401).send(occError('InvalidTokenError', 'No valid session'));
      return undefined;
    }
    return account;
  }

  /** The signed-in customer, from the experience session; the club user group marks club members. */
  app.get<{ Params: { siteId: string } }>('/:siteId/user', { schema: { params: siteParams } }, async (request, reply) => {
    const context = authorisedMarket(request, reply);
    if (!context) return reply;
    const account = await signedInAccount(request, reply, context.market);
    if (!account) return reply;
    return {
      uid: account.email,
      customerId: account.uid,
      name: `${account.firstName} ${account.lastName}`.trim(),
      firstName: account.firstName,
      lastName: account.lastName,
      customerType: 'B2C',
      clubMember: account.clubMember,
      userGroups: account.clubMember ? [{ uid: clubUserGroup }] : [],
    };
  });

  app.post<{ Params: { siteId: string } }>('/:siteId/anonymousCarts', { schema: { params: siteParams } }, async (request, reply) => {
    const context = authorisedMarket(request, reply);
    if (!context) return reply;
    const guid = await carts.createAnonymous(request.params.siteId);
    return reply.code(201).send(cartResource({ guid, type: webshopCartType, entries: [] }, context.currency, context.locale));
  });

  /** site-shell §3 "a list of carts": the anonymous cart of the `<siteId>-cart` cookie, as a one-cart list. */
  app.get<SiteRequest>('/:siteId/anonymousCarts', { schema: { params: siteParams, querystring: cartQuery } }, async (request, reply) => {
    const context = authorisedMarket(request, reply);
    if (!context) return reply;
    reply.header('cache-control', 'no-store');
    const cart = await carts.findAnonymous(request.params.siteId, request.query.cartGuid, context.currency);
    if (!cart) return reply.code(404).send(occError('CartError', 'Cart not found'));
    return { carts: [cartResource(cart, context.currency, context.locale)] };
  });

  app.post<SiteRequest & AddEntryBody>(
    '/:siteId/anonymousCarts/entries',
    { schema: { params: siteParams, querystring: cartQuery, body: addEntryBody } },
    async (request, reply) => {
      const context = authorisedMarket(request, reply);
      if (!context) return reply;
      const cart = await carts.findAnonymous(request.params.siteId, request.query.cartGuid, context.currency);
      if (!cart) return reply.code(404).send(occError('CartError', 'Cart not found'));
      try {
        const entry = await carts.addEntry(cart.guid, request.body.product.code, request.body.quantity);
        return addedEntry(entry, request.body.product.code, request.body.quantity);
      } catch (error) {
        if (error instanceof UnknownProductError) return reply.code(400).send(occError('UnknownIdentifierError', 'Unknown product'));
        throw error;
      }
    },
  );

  app.get<SiteRequest>(
    '/:siteId/anonymousCarts/entries/count',
    { schema: { params: siteParams, querystring: cartQuery } },
    async (request, reply) => {
      const context = authorisedMarket(request, reply);
      if (!context) return reply;
      reply.header('cache-control', 'no-store');
      const count = await carts.countUnits(request.params.siteId, request.query.cartGuid);
      if (count === undefined) return reply.code(404).send(occError('CartError', 'Cart not found'));
      return { count };
    },
  );

  /** The signed-in customer's carts of the type (WEBSHOP unless asked otherwise) on this site. */
  app.get<CustomerCartRequest>('/:siteId/carts', { schema: { params: siteParams, querystring: customerCartQuery } }, async (request, reply) => {
    const context = authorisedMarket(request, reply);
    if (!context) return reply;
    const account = await signedInAccount(request, reply, context.market);
    if (!account) return reply;
    const owned = await carts.findOwned(account.uid, request.params.siteId, request.query.cartType ?? webshopCartType, context.currency);
    return { carts: owned.map((cart) => cartResource(cart, context.currency, context.locale)) };
  });

  app.post<CustomerCartRequest & AddEntryBody>(
    '/:siteId/carts/entries',
    { schema: { params: siteParams, querystring: customerCartQuery, body: addEntryBody } },
    async (request, reply) => {
      const context = authorisedMarket(request, reply);
      if (!context) return reply;
      const account = await signedInAccount(request, reply, context.market);
      if (!account) return reply;
      const { product, quantity } = request.body;
      try {
        const entry = await carts.addOwnedEntry(account.uid, request.params.siteId, request.query.cartType ?? webshopCartType, product.code, quantity);
        return addedEntry(entry, product.code, quantity);
      } catch (error) {
        if (error instanceof UnknownProductError) return reply.code(400).send(occError('UnknownIdentifierError', 'Unknown product'));
        throw error;
      }
    },
  );

  app.get<CustomerCartRequest>(
    '/:siteId/carts/entries/count',
    { schema: { params: siteParams, querystring: customerCartQuery } },
    async (request, reply) => {
      const context = authorisedMarket(request, reply);
      if (!context) return reply;
      const account = await signedInAccount(request, reply, context.market);
      if (!account) return reply;
      return { count: await carts.countOwnedUnits(account.uid, request.params.siteId, request.query.cartType ?? webshopCartType) };
    },
  );
};
