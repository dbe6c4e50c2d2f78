import { useEffect, useRef } from 'react';
import { type AccountWidgetConfig, type FetchFunction, verifySession } from '@shopfront/api';

export interface VerifiedSessionDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
  readonly navigate: (url: string) => void;
  readonly loginUrl: string;
}

/**
 * docs/account-widget.md §6: a screen that needs a session verifies it first (`cdc/accounts.session.verify`); without
 * one the visitor goes to the login page. `onVerified` gets the customer's UID.
 */
export function useVerifiedSession({ fetch, config, navigate, loginUrl }: VerifiedSessionDependencies, onVerified: (uid: string) => void): void {
  const verified = useRef(onVerified);
  verified.current = onVerified;
  useEffect(() => {
    let active = true;
    verifySession(fetch, config.experienceApiHost).then(
      (verification) => {
        if (!active) return;
        if (verification.kind === 'valid') verified.current(verification.uid);
        else navigate(loginUrl);
      },
      () => active && navigate(loginUrl),
    );
    return () => {
      active = false;
    };
  }, [fetch, config, navigate, loginUrl]);
}
