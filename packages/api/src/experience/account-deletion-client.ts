import { type FetchFunction, readJson, send } from '../api-error.ts';
import { safeCheck } from '../json-schema-check.ts';
import { accountDeletionSchema } from './account-deletion-contract.ts';
import { failure } from './account-client.ts';

/**
 * Asks for the signed-in customer's account to be deleted (`POST account/deletion`), re-authenticated by `password`.
 * Resolves with the erasure time (ISO 8601); every session of the account has ended when it does.
 */
export async function requestAccountDeletion(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  password: string,
): Promise<{ readonly erasureAt: string }> {
  const response = await send(fetchFunction, `${experienceApiHost}account/deletion`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) await failure(response);
  const { erasureAt } = await readJson(response, (value) => safeCheck(accountDeletionSchema, value));
  return { erasureAt };
}
