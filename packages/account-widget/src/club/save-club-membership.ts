import type { AccountCallErrorText } from '@shopfront/core';
import { type FetchFunction, setAccountInfo, setClubMembership } from '@shopfront/api';
import type { DialogConfig } from '../environment/dialog-environment.ts';
import { accountCallErrorOf } from '../account-call-error.ts';
import { isSessionRefusal } from '../form/use-verified-session.ts';

export type ClubSaveOutcome =
  | { readonly kind: 'saved' }
  | { readonly kind: 'session-refused' }
  | { readonly kind: 'failed'; readonly error: AccountCallErrorText };

/**
 * The club's save, loaded with the first save rather than with the dialog (its clients and the provider's error
 * table are not needed to show the form): the OCC club flag and the consent payload in parallel.
 */
export async function saveClubMembership(
  fetch: FetchFunction,
  config: DialogConfig,
  update: Parameters<typeof setAccountInfo>[2],
): Promise<ClubSaveOutcome> {
  try {
    await Promise.all([
      setClubMembership(fetch, config, true),
      setAccountInfo(fetch, config.experienceApiHost, update),
    ]);
  } catch (error) {
    if (isSessionRefusal(error)) return { kind: 'session-refused' };
    return { kind: 'failed', error: accountCallErrorOf(error) };
  }
  return { kind: 'saved' };
}
