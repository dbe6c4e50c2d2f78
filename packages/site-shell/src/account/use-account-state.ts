import { useQuery } from '@tanstack/react-query';
import { type AccountWidgetConfig, fetchExperienceSession, processAuthenticationStatusResponse, requestAuthenticationStatus } from '@shopfront/api';
import { clearLocalSession, clearSessionCookies, readLocalSession } from '@shopfront/api/browser';
import { useHydrated } from '../hydration/use-hydrated.ts';

export type AccountState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'checking' }
  | { readonly status: 'signed-in'; readonly firstName: string; readonly lastName: string };

/**
 * docs/site-shell.md §4: signed in when both the shop session and the experience-API session are valid; when either is
 * not, the local session data is cleared and the visitor is anonymous.
 */
export function useAccountState(config: AccountWidgetConfig): AccountState {
  // The local session is the browser's: on the server and while hydrating the state is not known yet ('checking').
  const hydrated = useHydrated();
  const localSession = hydrated ? readLocalSession() : undefined;
  const { data } = useQuery({
    queryKey: ['account-state', config.sitePathPrefix, localSession?.UID],
    enabled: localSession !== undefined,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const [shop, experience] = await Promise.all([
        requestAuthenticationStatus(fetch, config.sitePathPrefix, signal).then(processAuthenticationStatusResponse),
        fetchExperienceSession(fetch, config.experienceApiHost, signal),
      ]);
      const valid = shop === 'valid' && experience;
      if (!valid) {
        clearLocalSession();
        clearSessionCookies(config);
      }
      return valid;
    },
  });
  if (!hydrated) return { status: 'checking' };
  if (!localSession || data === false) return { status: 'anonymous' };
  if (data === undefined) return { status: 'checking' };
  return { status: 'signed-in', firstName: localSession.firstName, lastName: localSession.lastName };
}
