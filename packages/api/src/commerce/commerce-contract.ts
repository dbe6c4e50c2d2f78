import { boundedInteger } from '../bounded-integer.ts';
import { type JsonSchema, arrayOf } from '../json-schema-check.ts';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** SAP Commerce OCC's error body: `{ errors: [{ type, message }] }`; `reason` carries an identity provider's `sap_` code. */
export const occErrorSchema = {
  type: 'object',
  properties: {
    errors: arrayOf({
      type: 'object',
      properties: { type: text, message: text, reason: text, subject: text },
      required: ['type', 'message'],
    }),
  },
  required: ['errors'],
} as const satisfies JsonSchema;

const occErrorResponses = { '4xx': occErrorSchema, '5xx': occErrorSchema } as const;

const siteParams = {
  type: 'object',
  properties: { siteId: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
  required: ['siteId'],
} as const;

/** `lang=en_GB`: the language and country numbers and product names are shown in. */
const occLang = { type: 'string', pattern: '^[a-z]{2}_[A-Z]{2}$' } as const;

/** `fields=DEFAULT`: accepted as OCC clients send it. */
const occFields = { type: 'string', enum: ['BASIC', 'DEFAULT', 'FULL'] } as const;

const priceSchema = {
  type: 'object',
  properties: { currencyIso: text, value: { type: 'number' }, formattedValue: text },
  required: ['currencyIso', 'value', 'formattedValue'],
  additionalProperties: true,
} as const satisfies JsonSchema;

const cartEntrySchema = {
  type: 'object',
  properties: {
    entryNumber: { type: 'integer' },
    quantity: count,
    product: { type: 'object', properties: { code: text, name: text }, required: ['code'], additionalProperties: true },
    basePrice: priceSchema,
    totalPrice: priceSchema,
  },
  required: ['entryNumber', 'quantity', 'product'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/**
 * One OCC cart (`fields=DEFAULT`). docs/site-shell.md §3: each has totalUnitCount, totalItems or entries, so the counts are
 * optional; a cart sent without entries reads as one with none, so the mini cart can always list them.
 */
export const cartSchema = {
  type: 'object',
  properties: {
    code: text,
    guid: text,
    type: text,
    totalItems: count,
    totalUnitCount: count,
    entries: { ...arrayOf(cartEntrySchema), default: [] },
    subTotal: priceSchema,
    totalPrice: priceSchema,
  },
  required: ['code'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** `GET <site>/carts` and `GET <site>/anonymousCarts`: a list of carts. */
export const cartListSchema = {
  type: 'object',
  properties: { carts: arrayOf(cartSchema) },
  required: ['carts'],
} as const satisfies JsonSchema;

/** `GET <site>/carts/entries/count` and `GET <site>/anonymousCarts/entries/count`. */
export const cartCountSchema = {
  type: 'object',
  properties: { count },
  required: ['count'],
} as const satisfies JsonSchema;

/** The answer of an add-to-cart call, anonymous or signed in. */
export const addedEntrySchema = {
  type: 'object',
  properties: {
    statusCode: text,
    quantityAdded: count,
    entry: {
      type: 'object',
      properties: {
        entryNumber: { type: 'integer' },
        quantity: count,
        product: { type: 'object', properties: { code: text } },
      },
    },
  },
  required: ['quantityAdded'],
  additionalProperties: true,
} as const satisfies JsonSchema;

const productSchema = {
  type: 'object',
  properties: { code: text, name: text, price: priceSchema },
  required: ['code', 'name'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** `GET <site>/products/search`: a page of products. */
export const productSearchSchema = {
  type: 'object',
  properties: {
    freeTextSearch: text,
    products: arrayOf(productSchema),
    pagination: {
      type: 'object',
      properties: { currentPage: count, pageSize: count, totalPages: count, totalResults: count },
    },
  },
  required: ['products'],
} as const satisfies JsonSchema;

export const globalSettingsSchema = {
  type: 'object',
  properties: { cdcSessionDuration: { type: 'number' } },
} as const satisfies JsonSchema;

const userGroups = arrayOf({ type: 'object', properties: { uid: text }, required: ['uid'] });

/** `GET <site>/user`: the signed-in customer; the club user group marks club members. */
export const userSchema = {
  type: 'object',
  properties: {
    uid: text,
    customerId: text,
    name: text,
    firstName: text,
    lastName: text,
    customerType: text,
    clubMember: flag,
    userGroups,
  },
  required: ['firstName', 'lastName', 'customerType', 'clubMember', 'userGroups'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** The change of e-mail that waits for its link: `{ pendingEmail }`, or `{}`. */
export const pendingEmailChangeSchema = {
  type: 'object',
  properties: { pendingEmail: text },
  additionalProperties: true,
} as const satisfies JsonSchema;

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const anonymousCartQuery = {
  type: 'object',
  properties: { cartGuid: { type: 'string', pattern: uuidPattern }, fields: occFields, lang: occLang },
  required: ['cartGuid'],
} as const;

/** Queries of the signed-in customer's carts: `fields=DEFAULT&cartType=WEBSHOP&lang=en_GB`. */
const customerCartQuery = {
  type: 'object',
  properties: { fields: occFields, cartType: { type: 'string', pattern: '^[A-Z][A-Z_]{0,39}$' }, lang: occLang },
} as const;

/** Adds `quantity` of a product (boundedInteger is marked pure: a browser that takes only the type drops it). */
export const addEntryBody = {
  type: 'object',
  properties: {
    product: {
      type: 'object',
      properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
      required: ['code'],
    },
    quantity: /* @__PURE__ */ boundedInteger(1, 999),
  },
  required: ['product', 'quantity'],
} as const;

export const clubMembershipBody = {
  type: 'object',
  properties: { clubMember: flag },
  required: ['clubMember'],
  propertyNames: { enum: ['clubMember'] },
} as const;

export const emailChangeBody = {
  type: 'object',
  properties: { newEmail: { type: 'string', minLength: 1, maxLength: 254 } },
  required: ['newEmail'],
  propertyNames: { enum: ['newEmail'] },
} as const;

/** `GET <site>/global-settings`. */
export const globalSettingsRoute = {
  params: siteParams,
  response: { 200: globalSettingsSchema, ...occErrorResponses },
} as const;

/** `GET <site>/products/search?query=:relevance:allCategories:ovens&lang=en_GB&fields=DEFAULT&pageSize=100`. */
export const productSearchRoute = {
  params: siteParams,
  querystring: {
    type: 'object',
    properties: {
      query: { type: 'string', maxLength: 400 },
      fields: occFields,
      lang: occLang,
      curr: { type: 'string', pattern: '^[A-Z]{3}$' },
      pageSize: /* @__PURE__ */ boundedInteger(1, 100),
    },
  },
  response: { 200: productSearchSchema, ...occErrorResponses },
} as const;

/** `POST <site>/anonymousCarts`: a new, empty cart (201). */
export const createAnonymousCartRoute = {
  params: siteParams,
  response: { 201: cartSchema, ...occErrorResponses },
} as const;

/** `GET <site>/anonymousCarts?cartGuid=…`: the anonymous cart as a one-cart list. */
export const anonymousCartsRoute = {
  params: siteParams,
  querystring: anonymousCartQuery,
  response: { 200: cartListSchema, ...occErrorResponses },
} as const;

/** `POST <site>/anonymousCarts/entries?cartGuid=…`. */
export const anonymousCartEntriesRoute = {
  params: siteParams,
  querystring: anonymousCartQuery,
  body: addEntryBody,
  response: { 200: addedEntrySchema, ...occErrorResponses },
} as const;

/** `GET <site>/anonymousCarts/entries/count?cartGuid=…`. */
export const anonymousCartCountRoute = {
  params: siteParams,
  querystring: anonymousCartQuery,
  response: { 200: cartCountSchema, ...occErrorResponses },
} as const;

/** `GET <site>/carts?cartType=WEBSHOP`: the signed-in customer's carts of the type. */
export const customerCartsRoute = {
  params: siteParams,
  querystring: customerCartQuery,
  response: { 200: cartListSchema, ...occErrorResponses },
} as const;

/** `POST <site>/carts/entries?cartType=WEBSHOP`. */
export const customerCartEntriesRoute = {
  params: siteParams,
  querystring: customerCartQuery,
  body: addEntryBody,
  response: { 200: addedEntrySchema, ...occErrorResponses },
} as const;

/** `GET <site>/carts/entries/count?cartType=WEBSHOP`. */
export const customerCartCountRoute = {
  params: siteParams,
  querystring: customerCartQuery,
  response: { 200: cartCountSchema, ...occErrorResponses },
} as const;

/** `GET <site>/user`. */
export const userRoute = { params: siteParams, response: { 200: userSchema, ...occErrorResponses } } as const;

/** `POST <site>/`: joins or leaves the club. */
export const clubMembershipRoute = {
  params: siteParams,
  body: clubMembershipBody,
  response: {
    200: { type: 'object', properties: { clubMember: flag, userGroups }, required: ['clubMember', 'userGroups'] },
    ...occErrorResponses,
  },
} as const;

/** `GET <site>/email`: the change of e-mail that waits for its link. */
export const pendingEmailChangeRoute = {
  params: siteParams,
  response: { 200: pendingEmailChangeSchema, ...occErrorResponses },
} as const;

/** `POST <site>/email`: asks for a new login address. */
export const emailChangeRoute = {
  params: siteParams,
  body: emailChangeBody,
  response: {
    200: { type: 'object', properties: { pendingEmail: text }, required: ['pendingEmail'] },
    ...occErrorResponses,
  },
} as const;

/** `DELETE <site>/email`: cancels the pending change (204). */
export const cancelEmailChangeRoute = {
  params: siteParams,
  response: { 204: { description: 'Cancelled, or nothing was pending; no body' }, ...occErrorResponses },
} as const;
