import type { FromSchema, JsonSchema } from '../json-schema-check.ts';
import { sapErrorResponses } from './experience-errors.ts';
import { sapOkProperties } from './session-contract.ts';

/** The answer to a deletion request: when the account will be erased unless the customer cancels (ISO 8601). */
export const accountDeletionSchema = {
  type: 'object',
  properties: { ...sapOkProperties, erasureAt: { type: 'string' } },
  required: ['erasureAt'],
} as const satisfies JsonSchema;

export type AccountDeletion = FromSchema<typeof accountDeletionSchema>;

/**
 * `POST account/deletion`: the signed-in customer asks for the account's deletion, re-authenticated by its password
 * (docs/decisions/023-account-deletion.md). Every session and grant ends; the account is erased at `erasureAt`.
 */
export const requestAccountDeletionRoute = {
  body: {
    type: 'object',
    properties: { password: { type: 'string', minLength: 1, maxLength: 1024 } },
    required: ['password'],
    additionalProperties: false,
  },
  response: { 200: accountDeletionSchema, ...sapErrorResponses },
} as const;
