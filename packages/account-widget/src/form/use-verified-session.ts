import { useEffect, useRef } from 'react';
import { ApiError, verifySession } from '@shopfront/api';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';

/** An account call refused for want of a session: the visitor must log in again. */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface VerifiedSessionSteps {
  /** The session is valid (the customer's UID): the screen shows its form, or loads what it shows first. */
  readonly onVerified: (uid: string) => Promise<void> | void;
  /** The check or the load failed other than by a refused session; without it, the visitor goes to log in as well. */
  readonly onFailed?: (error: unknown) => void;
}

/**
 * docs/account-widget.md §6: a screen that needs a session verifies it first (`cdc/accounts.session.verify`), then
 * loads what it shows; an invalid or refused session (401, of the check or of the load) sends the visitor to log in.
 */
export function useVerifiedSession(environment: DialogEnvironment, steps: VerifiedSessionSteps): void {
  const { fetch, config, navigate, loginUrl } = environment;
  const latestSteps = useRef(steps);
  latestSteps.current = steps;
  useEffect(() => {
    let active = true;
    const fail = (error: unknown) => {
      if (!active) return;
      const { onFailed } = latestSteps.current;
      if (isSessionRefusal(error) || !onFailed) navigate(loginUrl);
      else onFailed(error);
    };
    verifySession(fetch, config.experienceApiHost).then((verification) => {
      if (!active) return;
      if (verification.kind === 'valid')
        return Promise.resolve(latestSteps.current.onVerified(verification.uid)).catch(fail);
      navigate(loginUrl);
    }, fail);
    return () => {
      active = false;
    };
  }, [fetch, config, navigate, loginUrl]);
}
