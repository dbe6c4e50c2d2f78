import { useEffect, useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { providerErrorMessageKey } from '@shopfront/core';
import {
  type AccountWidgetConfig,
  type FetchFunction,
  IdentityProviderError,
  type Passkey,
  removePasskey,
} from '@shopfront/api';
import { type PasskeyAddition, addPasskey, setPasskeyHint } from '@shopfront/account-widget';
import {
  type PasskeyChangeState,
  type PasskeyTarget,
  isPasskeyChangeBusy,
  noPasskeyChange,
  passkeyChangeReducer,
} from './passkeys-state.ts';
import { passkeysQuery } from './dashboard-queries.ts';

export interface PasskeysModel {
  readonly list: { readonly status: 'pending' | 'error' | 'success'; readonly passkeys: readonly Passkey[] };
  readonly change: PasskeyChangeState;
  readonly add: () => void;
  readonly askRemoval: (target: PasskeyTarget) => void;
  readonly setPassword: (password: string) => void;
  readonly confirmRemoval: () => void;
  readonly cancel: () => void;
}

/** The catalogue text of an addition that did not add a passkey. */
function additionFailureKey(addition: Exclude<PasskeyAddition, { kind: 'added' }>): string {
  switch (addition.kind) {
    case 'unsupported':
      return 'error.passkeyUnsupported';
    case 'cancelled':
      return 'dashboard.passkeys.addFailed';
    case 'refused':
      return providerErrorMessageKey(addition.error.errorCode) ?? 'dashboard.passkeys.addFailed';
    default:
      return addition satisfies never;
  }
}

/** The server's refusal of a removal: a wrong password (403042) has its own text, others their catalogue's. */
function removalFailureKey(error: unknown): string {
  if (!(error instanceof IdentityProviderError)) return 'error.unknown';
  if (error.errorCode === 403042) return 'dashboard.passkeys.wrongPassword';
  return providerErrorMessageKey(error.errorCode) ?? 'error.unknown';
}

/**
 * The customer's passkeys (the identity provider's list, read with the identity session) and their changes: adding
 * one (the browser's prompt), removing one after entering the password again; the list is read again after each.
 */
export function usePasskeys(
  config: Pick<AccountWidgetConfig, 'idpBaseUrl' | 'apiKey' | 'sitePathPrefix'>,
  fetchFunction: FetchFunction = (input, init) => fetch(input, init),
): PasskeysModel {
  const queryClient = useQueryClient();
  const listQuery = passkeysQuery(config, fetchFunction);
  const { queryKey } = listQuery;
  const { data, status } = useQuery(listQuery);
  const [change, dispatch] = useReducer(passkeyChangeReducer, noPasskeyChange);
  // An account with passkeys may have them on this browser too (synced): its login form then offers them in autofill.
  useEffect(() => {
    if (data) setPasskeyHint(data.length > 0);
  }, [data]);

  async function add() {
    dispatch({ type: 'add-started' });
    try {
      const addition = await addPasskey(fetchFunction, config);
      if (addition.kind === 'added') dispatch({ type: 'add-succeeded', deviceName: addition.deviceName });
      else dispatch({ type: 'add-failed', messageKey: additionFailureKey(addition) });
    } catch {
      dispatch({ type: 'add-failed', messageKey: 'error.unknown' });
    }
    await queryClient.invalidateQueries({ queryKey });
  }

  async function remove(target: PasskeyTarget, password: string) {
    dispatch({ type: 'removal-confirmed' });
    try {
      await removePasskey(fetchFunction, config, { credentialId: target.credentialId, password });
      dispatch({ type: 'removal-succeeded' });
    } catch (error) {
      dispatch({ type: 'removal-failed', messageKey: removalFailureKey(error) });
    }
    await queryClient.invalidateQueries({ queryKey });
  }

  const busy = isPasskeyChangeBusy(change);
  return {
    list: { status, passkeys: data ?? [] },
    change,
    add: () => {
      if (!busy) void add();
    },
    askRemoval: (target) => dispatch({ type: 'removal-asked', target }),
    setPassword: (password) => dispatch({ type: 'password-changed', password }),
    confirmRemoval: () => {
      if (change.step === 'confirming-removal' && change.password.length > 0)
        void remove(change.target, change.password);
    },
    cancel: () => dispatch({ type: 'cancelled' }),
  };
}
