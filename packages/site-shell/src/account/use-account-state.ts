import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AuthChange, authChangeOf } from '@shopfront/core';
import { type AccountWidgetConfig, authChangedEventName } from '@shopfront/api';
import { type LocalSession, readLocalSession } from '@shopfront/api/browser';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { accountStateQueryKey } from './account-state-query.ts';
import { useAuthChangeElsewhere } from './auth-changes-elsewhere.ts';

export type AccountState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'checking' }
  /** Someone was signed in on this page, and the check found the shop or the experience session no longer valid. */
  | { readonly status: 'expired' }
  /** Another tab of the site signed out, or found the session ended, while this page showed it (site-shell.md §4). */
  | { readonly status: 'signed-out-elsewhere' }
  /** The customer signed out on this page (the account menu, the account deletion): the sign-out leads on from here. */
  | { readonly status: 'signed-out' }
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

/** What the account state is read from: the page's hydration, the browser's data, the check and the other tabs. */
export interface AccountStateInputs {
  readonly hydrated: boolean;
  readonly localSession: LocalSession | undefined;
  /** The session check's answer: both sessions valid, or not; undefined while none has come. */
  readonly sessionsValid: boolean | undefined;
  readonly checkFailed: boolean;
  readonly changeElsewhere: AuthChange | undefined;
  /** The latest sign-in, sign-out or session end on this page (`shopfront:auth-changed` from `this-tab`). */
  readonly changeHere: AuthChange | undefined;
}

/** Whether the change, here or in another tab, ended the session (a sign-out, or a session found ended). */
function endsSession(change: AuthChange | undefined): boolean {
  return change !== undefined && change.kind !== 'signed-in';
}

export function accountStateOf({
  hydrated,
  localSession,
  sessionsValid,
  checkFailed,
  changeElsewhere,
  changeHere,
}: AccountStateInputs): AccountState {
  // The local session is the browser's: on the server and while hydrating, only the server's check can say signed in
  // (account-state-query.ts); the names come from the local session once hydrated.
  if (!hydrated)
    return sessionsValid === true ? { status: 'signed-in', firstName: '', lastName: '' } : { status: 'checking' };
  // Until a tab announces a sign-in, this page stays signed out: session data stored meanwhile belongs to a sign-in
  // another tab has begun (account-widget.md §4 stores it before the authorization redirect) and not finished.
  if (endsSession(changeElsewhere)) return { status: 'signed-out-elsewhere' };
  // The answer outlives the local session data it cleared: the page knows the session ended, not just that none exists.
  if (sessionsValid === false) return { status: 'expired' };
  if (!localSession) return endsSession(changeHere) ? { status: 'signed-out' } : { status: 'anonymous' };
  if (sessionsValid === undefined) return checkFailed ? { status: 'unavailable' } : { status: 'checking' };
  return { status: 'signed-in', firstName: localSession.firstName, lastName: localSession.lastName };
}

/**
 * This page's own latest sign-in, sign-out or session end (`shopfront:auth-changed` from `this-tab`, e.g. the account
 * menu's sign-out or the account deletion's): the page renders again, reads the local session again, and a sign-out
 * stops the checks.
 */
function useAuthChangeHere(): AuthChange | undefined {
  const [change, setChange] = useState<AuthChange>();
  useEffect(() => {
    const onChange = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      if (typeof detail !== 'object' || detail === null || !('source' in detail) || detail.source !== 'this-tab')
        return;
      const change = authChangeOf(detail);
      if (change) setChange(change);
    };
    addEventListener(authChangedEventName, onChange);
    return () => removeEventListener(authChangedEventName, onChange);
  }, []);
  return change;
}

/**
 * docs/site-shell.md §4: signed in when both the shop session and the experience-API session are valid; when either is
 * not, the local session data is cleared (or everything is logged out) and the session counts as expired. A change
 * another tab of the site announces is shown at once: a sign-out as signed out, a sign-in checked again; a change on
 * this page is read at once too (a sign-out here shows as `signed-out` and checks nothing more).
 */
export function useAccountState(
  config: AccountWidgetConfig,
  { fullLogoutOnExpiry = false }: AccountStateOptions = {},
): AccountState {
  const hydrated = useHydrated();
  const changeHere = useAuthChangeHere();
  const localSession = hydrated ? readLocalSession() : undefined;
  const changeElsewhere = useAuthChangeElsewhere(config.sitePathPrefix);
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({
    queryKey: accountStateQueryKey(config.sitePathPrefix, fullLogoutOnExpiry),
    // A check during another tab's unfinished sign-in would find a session missing and clear (or log out) that sign-in.
    enabled: localSession !== undefined && !endsSession(changeElsewhere),
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (await import('./session-check.ts')).checkSessions(config, fullLogoutOnExpiry, signal),
  });
  useEffect(() => {
    // The last answer is of the session before the change: forget it (and ask again if a session is there now).
    if (changeElsewhere) void queryClient.resetQueries({ queryKey: ['account-state', config.sitePathPrefix] });
  }, [changeElsewhere, queryClient, config.sitePathPrefix]);
  return accountStateOf({
    hydrated,
    localSession,
    sessionsValid: data,
    checkFailed: isError,
    changeElsewhere,
    changeHere,
  });
}
