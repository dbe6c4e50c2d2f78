import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail, languageOfLocale, localeOfOccLang, parseProductSearchQuery } from '@shopfront/core';
import { findMarket } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { type Account, normalizeEmail } from '../../accounts/account-repository.ts';
import { emailChangeNoticeMail, newEmailVerificationMail, verificationLink } from '../../accounts/verification-mails.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { boundedInteger } from '../../http/bounded-integer.ts';
import { occError, occShape } from '../../http/occ-shape.ts';
import { fieldOf } from '../../http/request-fields.ts';
import { type TypedPlugin, requestContext } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { experienceSessionCookieName } from '../../sessions/experience-session-repository.ts';
import { registerHealthRoute } from '../health.ts';
import { type AddedEntry, type CartRow, type CartView, UnknownProductError, webshopCartType } from './cart-repository.ts';

export interface CommercePluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
  /** Links in mails point at the sites under this origin. */
  readonly publicOrigin: string;
  /** Guesses at addresses through a signed-in account are limited like logins. */
  readonly emailChangeRateLimit: RateLimit;
}

/** What every `/:siteId/…` route works with: the site's market, its currency and the locale numbers and names are shown in. */
interface SiteContext {
  readonly market: MarketConfig;
  readonly currency: string;
  readonly locale: string;
}

/** Carts in the site's currency, their products named in the locale's language. */
function cartViewOf({ currency, locale }: SiteContext): CartView {
  return { currency, language: languageOfLocale(locale) };
}

export const commerceApiKeyHeader = 'x-api-key';
export const clubUserGroup = 'nordhem-club-members';

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

const clubMembershipBody = {
  type: 'object',
  properties: { clubMember: { type: 'boolean' } },
  required: ['clubMember'],
  propertyNames: { enum: ['clubMember'] },
} as const;

const emailChangeBody = {
  type: 'object',
  properties: { newEmail: { type: 'string', minLength: 1, maxLength: 254 } },
  required: ['newEmail'],
  propertyNames: { enum: ['newEmail'] },
} as const;

/** `query=:relevance:allCategories:ovens&lang=en_GB&fields=DEFAULT&pageSize=100`. */
const productSearchQuery = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 400 },
    fields: { type: 'string', enum: ['BASIC', 'DEFAULT', 'FULL'] },
    lang: { type: 'string', pattern: '^[a-z]{2}_[A-Z]{2}$' },
    curr: { type: 'string', pattern: '^[A-Z]{3}$' },
    pageSize: boundedInteger(1, 100),
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
    quantity: boundedInteger(1, 999),
  },
  required: ['product', 'quantity'],
} as const;

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
export const commercePlugin: TypedPlugin<CommercePluginOptions> = async (app, { database, markets, clock, publicOrigin, emailChangeRateLimit }) => {
  const { carts, products, accounts, experienceSessions, emailVerifications: verifications, rateLimiter } = app;
  const marketsBySiteId = new Map([...markets.values()].map((market) => [market.siteId, market]));
  const siteOf = requestContext<SiteContext>(app, 'the site of the siteId');
  const customerOf = requestContext<Account>(app, 'the signed-in customer');

  answerErrorsIn(app, occShape);
  registerHealthRoute(app, 'commerce', database);

  /** Every `/:siteId/…` route: the site must exist and the request carry its API key (checked once, here). */
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const siteId = fieldOf(request.params, 'siteId');
    if (typeof siteId !== 'string') return;
    const market = marketsBySiteId.get(siteId);
    if (!market) throw occError(404, 'UnknownIdentifierError', 'Unknown site');
    if (request.headers[commerceApiKeyHeader] !== market.eComApiKey) throw occError(401, 'UnauthorizedError', 'Missing or invalid API key');
    // `lang=language_COUNTRY` picks the number format; anything else falls back to the market's first language.
    const lang = fieldOf(request.query, 'lang');
    const locale = (typeof lang === 'string' ? localeOfOccLang(lang) : undefined) ?? market.locales[0] ?? `en-${market.country}`;
    siteOf.set(request, { market, currency: findMarket(market.country)?.currency ?? 'EUR', locale });
  });

  /**
   * Routes of the signed-in customer of the site's market, from the experience session (the session's market and
   * the account's must be the site's); OCC 401 without one.
   */
  async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const { market } = siteOf.get(request);
    const session = await experienceSessions.findValid(request.cookies[experienceSessionCookieName]);
    const account = session && session.market === market.country ? await accounts.findByUid(session.uid) : undefined;
    if (!account || account.market !== market.country) throw occError(401, 'InvalidTokenError', 'No valid session');
    customerOf.set(request, account);
  }

  async function addingEntry<T>(add: () => Promise<T>): Promise<T> {
    try {
      return await add();
    } catch (error) {
      if (error instanceof UnknownProductError) throw occError(400, 'UnknownIdentifierError', 'Unknown product');
      throw error;
    }
  }

  app.get('/:siteId/global-settings', { schema: { params: siteParams } }, async (request) => ({
    cdcSessionDuration: siteOf.get(request).market.cdcSessionDuration,
  }));

  /** The signed-in customer, from the experience session; the club user group marks club members. */
  app.get('/:siteId/user', { schema: { params: siteParams }, preHandler: requireCustomer }, async (request) => {
    const account = customerOf.get(request);
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

  /** Joins or leaves the club (docs/account-widget.md §7 "club membership"); the consents go to the identity provider. */
  app.post('/:siteId/', { schema: { params: siteParams, body: clubMembershipBody }, preHandler: requireCustomer }, async (request) => {
    const account = customerOf.get(request);
    await accounts.setClubMember(account.uid, request.body.clubMember, clock());
    return { clubMember: request.body.clubMember, userGroups: request.body.clubMember ? [{ uid: clubUserGroup }] : [] };
  });

  /** The change of e-mail that waits for its link (docs/rules.md e-mail verification): `{ pendingEmail }`, or `{}`. */
  app.get('/:siteId/email', { schema: { params: siteParams }, preHandler: requireCustomer }, async (request) => {
    const pending = await verifications.pendingChangeOf(customerOf.get(request).uid);
    return pending ? { pendingEmail: pending.newEmail } : {};
  });

  /**
   * Change of e-mail (docs/rules.md e-mail verification): the new address becomes pending and gets a link; the old
   * one stays the login and gets a notice with a link that cancels the change. A change already pending is replaced:
   * its links die with it. Refusals carry the identity provider's code as OCC `reason`: `sap_400003` (address taken),
   * `sap_403048` (too many requests).
   */
  app.post('/:siteId/email', { schema: { params: siteParams, body: emailChangeBody }, preHandler: requireCustomer }, async (request) => {
    const account = customerOf.get(request);
    const { market } = siteOf.get(request);
    const newEmail = request.body.newEmail.trim();
    if (!isValidEmail(newEmail)) throw occError(400, 'ValidationError', 'E-Mail not valid!', { reason: 'sap_400006', subject: 'newEmail' });
    if (!(await rateLimiter.hit(`email-change:${account.uid}`, emailChangeRateLimit))) throw occError(429, 'TooManyRequestsError', 'Too many requests', { reason: 'sap_403048' });
    const pending = await verifications.pendingChangeOf(account.uid);
    // The address of the change being replaced is taken by that change only: asking for it again sends a fresh link.
    const isPendingAddress = pending !== undefined && normalizeEmail(pending.newEmail) === normalizeEmail(newEmail);
    if (normalizeEmail(newEmail) === normalizeEmail(account.email) || (!isPendingAddress && (await accounts.isEmailTaken(market.country, newEmail)))) {
      throw occError(400, 'ValidationError', 'E-mail already exists', { reason: 'sap_400003', subject: 'newEmail' });
    }
    await verifications.requestChange({ uid: account.uid, market: market.country, newEmail });
    const verifyToken = await verifications.issue(account.uid, 'email-change');
    const cancelToken = await verifications.issue(account.uid, 'email-change-cancel');
    const mailFailed = (error: unknown) => request.log.error({ err: error }, 'e-mail change mail failed');
    app.mailer.enqueue(newEmailVerificationMail(account, newEmail, verificationLink(account, verifyToken, publicOrigin)), mailFailed);
    app.mailer.enqueue(emailChangeNoticeMail(account, newEmail, cancelToken, publicOrigin), mailFailed);
    return { pendingEmail: newEmail };
  });

  /** Cancels the pending change of e-mail from the account itself: both of its links die; 204 whether one waited or not. */
  app.delete('/:siteId/email', { schema: { params: siteParams }, preHandler: requireCustomer }, async (request, reply) => {
    await verifications.cancelChange(customerOf.get(request).uid);
    return reply.code(204).send();
  });

  /** The products of the site's catalogue in the categories the query names, priced in the site's currency. */
  app.get('/:siteId/products/search', { schema: { params: siteParams, querystring: productSearchQuery } }, async (request) => {
    const site = siteOf.get(request);
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

  app.post('/:siteId/anonymousCarts', { schema: { params: siteParams } }, async (request, reply) => {
    const { currency, locale } = siteOf.get(request);
    const guid = await carts.createAnonymous(request.params.siteId);
    return reply.code(201).send(cartResource({ guid, type: webshopCartType, entries: [] }, currency, locale));
  });

  /** The anonymous cart of the `<siteId>-cart` cookie, as a one-cart list. */
  app.get('/:siteId/anonymousCarts', { schema: { params: siteParams, querystring: cartQuery } }, async (request, reply) => {
    const site = siteOf.get(request);
    const { currency, locale } = site;
    reply.header('cache-control', 'no-store');
    const cart = await carts.findAnonymous(request.params.siteId, request.query.cartGuid, cartViewOf(site));
    if (!cart) throw occError(404, 'CartError', 'Cart not found');
    return { carts: [cartResource(cart, currency, locale)] };
  });

  app.post(
    '/:siteId/anonymousCarts/entries',
    { schema: { params: siteParams, querystring: cartQuery, body: addEntryBody } },
    async (request) => {
      const cart = await carts.findAnonymous(request.params.siteId, request.query.cartGuid, cartViewOf(siteOf.get(request)));
      if (!cart) throw occError(404, 'CartError', 'Cart not found');
      const { product, quantity } = request.body;
      const entry = await addingEntry(() => carts.addEntry(cart.guid, product.code, quantity));
      return addedEntry(entry, product.code, quantity);
    },
  );

  app.get('/:siteId/anonymousCarts/entries/count', { schema: { params: siteParams, querystring: cartQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const count = await carts.countUnits(request.params.siteId, request.query.cartGuid);
    if (count === undefined) throw occError(404, 'CartError', 'Cart not found');
    return { count };
  });

  /** The signed-in customer's carts of the type (WEBSHOP unless asked otherwise) on this site. */
  app.get('/:siteId/carts', { schema: { params: siteParams, querystring: customerCartQuery }, preHandler: requireCustomer }, async (request) => {
    const site = siteOf.get(request);
    const { currency, locale } = site;
    const owned = await carts.findOwned(customerOf.get(request).uid, request.params.siteId, request.query.cartType ?? webshopCartType, cartViewOf(site));
    return { carts: owned.map((cart) => cartResource(cart, currency, locale)) };
  });

  app.post(
    '/:siteId/carts/entries',
    { schema: { params: siteParams, querystring: customerCartQuery, body: addEntryBody }, preHandler: requireCustomer },
    async (request) => {
      const { product, quantity } = request.body;
      const cartType = request.query.cartType ?? webshopCartType;
      const entry = await addingEntry(() => carts.addOwnedEntry(customerOf.get(request).uid, request.params.siteId, cartType, product.code, quantity));
      return addedEntry(entry, product.code, quantity);
    },
  );

  app.get(
    '/:siteId/carts/entries/count',
    { schema: { params: siteParams, querystring: customerCartQuery }, preHandler: requireCustomer },
    async (request) => ({
      count: await carts.countOwnedUnits(customerOf.get(request).uid, request.params.siteId, request.query.cartType ?? webshopCartType),
    }),
  );
};
