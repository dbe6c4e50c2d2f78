import type { JsonSchema } from '../json-schema-check.ts';

const text = { type: 'string' } as const;

/**
 * The experience API's account and session errors: the identity provider's code passed on as `sap_<code>` with the
 * real HTTP status, `{ statusCode, errorCode: "sap_403005", errorMessage }`, plus what the error adds
 * (`validationErrors`).
 */
export const sapErrorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'number' }, errorCode: text, errorMessage: text },
  required: ['errorCode'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** The error answers of a route that words its errors in the `sap_` shape. */
export const sapErrorResponses = { '4xx': sapErrorSchema, '5xx': sapErrorSchema } as const;
