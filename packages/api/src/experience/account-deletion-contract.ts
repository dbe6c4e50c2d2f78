import type { FromSchema, JsonSchema } from '../json-schema-check.ts';
import { passkeyRequestOptionsSchema } from '../identity/identity-responses.ts';
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
 * or by a passkey of the account (the challenge's `token` from `account/deletion/passkey-options` and the browser's
 * AuthenticationResponseJSON), one of the two (docs/decisions/023-account-deletion.md). Every session and grant ends;
 * the account is erased at `erasureAt`.
 */
export const requestAccountDeletionRoute = {
  body: {
    type: 'object',
    properties: {
      password: { type: 'string', minLength: 1, maxLength: 1024 },
      passkey: {
        type: 'object',
        properties: {
          token: { type: 'string', minLength: 1, maxLength: 100 },
          assertion: { type: 'object', additionalProperties: true },
        },
        required: ['token', 'assertion'],
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  response: { 200: accountDeletionSchema, ...sapErrorResponses },
} as const;

/** The challenge of a deletion confirmed with a passkey: request options naming the account's passkeys, its handle. */
export const accountDeletionPasskeyOptionsSchema = {
  type: 'object',
  properties: { ...sapOkProperties, token: { type: 'string' }, options: passkeyRequestOptionsSchema },
  required: ['token', 'options'],
} as const satisfies JsonSchema;

/** `POST account/deletion/passkey-options`: the signed-in customer starts confirming a deletion with a passkey. */
export const accountDeletionPasskeyOptionsRoute = {
  response: { 200: accountDeletionPasskeyOptionsSchema, ...sapErrorResponses },
} as const;
