import type { JsonSchema } from '../json-schema-check.ts';
import { sapErrorResponses } from './experience-errors.ts';

/** Whether the browser has an experience session: the answer of opening, asking for and ending it. */
export const sessionStateSchema = {
  type: 'object',
  properties: {
    auth: { type: 'object', properties: { authenticated: { type: 'boolean' } }, required: ['authenticated'] },
  },
  required: ['auth'],
} as const satisfies JsonSchema;

/** The `sap_` success envelope every CDC-style answer of the experience API starts with. */
export const sapOkProperties = {
  statusCode: { type: 'number' },
  errorCode: { type: 'number' },
  callId: { type: 'string' },
} as const;
export const sapOkSchema = {
  type: 'object',
  properties: sapOkProperties,
  required: ['statusCode', 'errorCode', 'callId'],
} as const satisfies JsonSchema;

export const verifiedSessionSchema = {
  type: 'object',
  properties: { ...sapOkProperties, UID: { type: 'string' } },
  required: ['UID'],
} as const satisfies JsonSchema;

/** `POST session/token`: opens the experience session with the access token of the code exchange. */
export const sessionTokenRoute = {
  body: {
    type: 'object',
    properties: { token: { type: 'string', minLength: 1, maxLength: 500 } },
    required: ['token'],
  },
  response: { 200: sessionStateSchema, ...sapErrorResponses },
} as const;

/** `GET session` and `GET session/logout`. */
export const sessionStateRoute = { response: { 200: sessionStateSchema, ...sapErrorResponses } } as const;

/** `POST cdc/accounts.session.verify`: the session's customer, or sap_403005. */
export const sessionVerifyRoute = { response: { 200: verifiedSessionSchema, ...sapErrorResponses } } as const;
