import { useQuery } from '@tanstack/react-query';
import type { AccountWidgetConfig } from '@shopfront/api';
import { readLocalSession } from '@shopfront/api/browser';
import { useHydrated } from '../hydration/use-hydrated.ts';

export type AccountState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'checking' }
  /** Someone was signed in on this page, and the check found the shop or the experience session no longer valid. */
  | { readonly status: 'expired' }
  /** Someone signed in on this browser, and the check could not reach the services (network, refused, 5xx). */
  | { readonly status: 'unavailable' }
  | { readonly status: 'signed-in'; readonly firstName: string; readonly lastName: string };

export interface AccountStateOptions {
  /**
   * docs/account-widget.md §4: a session check that finds a session invalid clears the local session data, or, when
   * the host asks for it, performs a full logout (every service's session ended, as the sign-out does).
   */
  readonly fullLogoutOnExpiry?: boolean;
}

/**
 * docs/site-shell.md §4: signed in when both the shop session and the experience-API session are valid; when either is
 * not, the local session data is cleared (or everything is logged out) and the session counts as expired.
 */
export function useAccountState(
  config: AccountWidgetConfig,
  { fullLogoutOnExpiry = false }: AccountStateOptions = {},
): AccountState {
  // The local session is the browser's: on the server and while hydrating the state is not known yet ('checking').
  const hydrated = useHydrated();
  const localSession = hydrated ? readLocalSession() : undefined;
  const { data, isError } = useQuery({
    queryKey: ['account-state', config.sitePathPrefix, fullLogoutOnExpiry],
    enabled: localSession !== undefined,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (await import('./session-check.ts')).checkSessions(config, fullLogoutOnExpiry, signal),
  });
  if (!hydrated) return { status: 'checking' };
  // The answer outlives the local session data it cleared: the page knows the session ended, not just that none exists.
  if (data === false) return { status: 'expired' };
  if (!localSession) return { status: 'anonymous' };
  if (data === undefined) return isError ? { status: 'unavailable' } : { status: 'checking' };
  return { status: 'signed-in', firstName: localSession.firstName, lastName: localSession.lastName };
}
