import type { JsonSchema } from '../json-schema-check.ts';
import { plainErrorResponses } from '../plain-error.ts';

const text = { type: 'string' } as const;

export const csrfTokenSchema = {
  type: 'object',
  properties: { CSRFToken: text },
  required: ['CSRFToken'],
} as const satisfies JsonSchema;

/** `GET <site prefix>/e/csrf`: the token the login must send back in its `CSRFToken` header. */
export const csrfTokenRoute = { response: { 200: csrfTokenSchema, ...plainErrorResponses } } as const;

/** The identity provider's signed login, as its SDK hands it over; the shop reads neither `profile` nor `data`. */
export const shopLoginBody = {
  type: 'object',
  properties: {
    gigyaData: {
      type: 'object',
      properties: {
        eventName: { type: 'string', maxLength: 50 },
        UID: { type: 'string', minLength: 1, maxLength: 200 },
        UIDSignature: { type: 'string', minLength: 1, maxLength: 200 },
        signatureTimestamp: { type: 'string', minLength: 1, maxLength: 20 },
        profile: { type: 'object' },
        data: { type: 'object' },
      },
      required: ['UID', 'UIDSignature', 'signatureTimestamp'],
    },
  },
  required: ['gigyaData'],
} as const;

const shopStatusSchema = {
  type: 'object',
  properties: { status: text },
  required: ['status'],
} as const satisfies JsonSchema;

/** `POST <site prefix>/e/gigyaraas/login` (with the `CSRFToken` header): opens the shop session. */
export const shopLoginRoute = {
  body: shopLoginBody,
  response: { 200: shopStatusSchema, ...plainErrorResponses },
} as const;

/** `GET <site prefix>/e/logout`: ends the shop session. */
export const shopLogoutRoute = { response: { 200: shopStatusSchema, ...plainErrorResponses } } as const;

const authenticatedSchema = {
  type: 'object',
  properties: { authenticated: { type: 'boolean' } },
  required: ['authenticated'],
} as const satisfies JsonSchema;

/** `GET <site prefix>/e/authentication/status`: 200 `{ authenticated: true }` for a valid shop session, 401 `{ authenticated: false }`. */
export const authenticationStatusRoute = {
  response: { 200: authenticatedSchema, 401: authenticatedSchema, ...plainErrorResponses },
} as const;
