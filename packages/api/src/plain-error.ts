import type { JsonSchema } from './json-schema-check.ts';

/**
 * The plain error shape, `{ error, message }` (apps/server/src/http/plain-shape.ts): the experience API's content
 * routes, the shop's session endpoints, the site's pages and files, the demo and the footer's newsletter form.
 */
export const plainErrorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  required: ['error', 'message'],
} as const satisfies JsonSchema;

/** The error answers of a route that words its errors as `{ error, message }`. */
export const plainErrorResponses = { '4xx': plainErrorSchema, '5xx': plainErrorSchema } as const;
