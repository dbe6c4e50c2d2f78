import type { QueryClient } from '@tanstack/react-query';
import type { AccountWidgetConfig, FetchFunction } from '@shopfront/api';
import { type SessionStatuses, sessionStatuses } from './sessions-valid.ts';

/** The session check's place in the query cache: one per site and expiry handling, shared by server and browser. */
export function accountStateQueryKey(sitePathPrefix: string, fullLogoutOnExpiry: boolean) {
  return ['account-state', sitePathPrefix, fullLogoutOnExpiry] as const;
}

/**
 * On the server, for a visitor whose browser holds a session cookie: when both sessions are valid, the page renders
 * signed in (the header's account entry, an account page's content), so nothing moves when the browser takes over. An
 * invalid or unanswered check is left out: the browser checks again and clears what it must (session-check.ts). The
 * answer is returned (undefined when unanswered), so a renderer that must also decide on it, e.g. whether an account
 * page is shown at all, asks once.
 */
export async function prefetchSignedInState(
  queryClient: QueryClient,
  config: Pick<AccountWidgetConfig, 'sitePathPrefix' | 'experienceApiHost'>,
  fullLogoutOnExpiry: boolean,
  fetchFunction: FetchFunction,
): Promise<SessionStatuses | undefined> {
  const statuses = await sessionStatuses(fetchFunction, config).catch(() => undefined);
  if (statuses?.shopSession && statuses.experienceSession)
    queryClient.setQueryData(accountStateQueryKey(config.sitePathPrefix, fullLogoutOnExpiry), true);
  return statuses;
}
