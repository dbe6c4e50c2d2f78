import { type FetchFunction, readJson, send } from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import { accountDeletionPasskeyOptionsSchema, accountDeletionSchema } from './account-deletion-contract.ts';
import { failure } from './account-client.ts';

/** How the customer confirms a deletion: the account's password, or a passkey's answer to the account's challenge. */
export type AccountDeletionConfirmation =
  { readonly password: string } | { readonly passkey: { readonly token: string; readonly assertion: object } };

export type AccountDeletionPasskeyOptions = FromSchema<typeof accountDeletionPasskeyOptionsSchema>['options'];

/**
 * Asks for the signed-in customer's account to be deleted (`POST account/deletion`), re-authenticated by the
 * `confirmation`. Resolves with the erasure time (ISO 8601); every session of the account has ended when it does.
 */
export async function requestAccountDeletion(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  confirmation: AccountDeletionConfirmation,
): Promise<{ readonly erasureAt: string }> {
  const response = await send(fetchFunction, `${experienceApiHost}account/deletion`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(confirmation),
  });
  if (!response.ok) await failure(response);
  const { erasureAt } = await readJson(response, (value) => safeCheck(accountDeletionSchema, value));
  return { erasureAt };
}

/**
 * Starts confirming a deletion with a passkey (`POST account/deletion/passkey-options`): the request options for
 * `@simplewebauthn/browser`, naming the account's passkeys, and the handle of their single-use challenge.
 */
export async function startAccountDeletionPasskey(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
): Promise<{ readonly token: string; readonly options: AccountDeletionPasskeyOptions }> {
  const response = await send(fetchFunction, `${experienceApiHost}account/deletion/passkey-options`, {
    method: 'POST',
    credentials: 'include',
  });
  if (!response.ok) await failure(response);
  const { token, options } = await readJson(response, (value) => safeCheck(accountDeletionPasskeyOptionsSchema, value));
  return { token, options };
}
