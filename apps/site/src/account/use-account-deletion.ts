import { useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  type AccountDeletionConfirmation,
  type AccountWidgetConfig,
  ApiError,
  type FetchFunction,
  requestAccountDeletion,
  startAccountDeletionPasskey,
} from '@shopfront/api';
import { dispatchShopfrontEvent, logout } from '@shopfront/api/browser';
import { confirmWithPasskey } from '@shopfront/account-widget';
import {
  type AccountDeletionProblem,
  type AccountDeletionState,
  type DeletionConfirmationMethod,
  accountDeletionReducer,
  deletionProblemOf,
  noAccountDeletion,
} from './account-deletion-state.ts';
import { passkeysQuery } from './dashboard-queries.ts';

export interface AccountDeletionModel {
  readonly state: AccountDeletionState;
  readonly password: { readonly value: string; readonly onChange: (value: string) => void };
  /** Whether the account has passkeys, so the confirmation offers one besides the password. */
  readonly offersPasskey: boolean;
  readonly open: () => void;
  readonly cancel: () => void;
  readonly submit: () => void;
  readonly confirmWithPasskey: () => void;
}

/**
 * The deletion of the signed-in customer's account: confirmed with the password or, when the account has passkeys
 * (the dashboard's passkey list), with one of them; then announced to the host page (`shopfront:account-deleted`) and
 * signed out on this browser, as on every other the server already signed out. `fetch` is injected, as in every
 * client of the widget.
 */
export function useAccountDeletion(
  config: Omit<AccountWidgetConfig, 'locale'>,
  onDeleted: (erasureAt: string) => void,
  fetchFunction: FetchFunction = (input, init) => fetch(input, init),
): AccountDeletionModel {
  const [state, dispatch] = useReducer(accountDeletionReducer, noAccountDeletion);
  const [password, setPassword] = useState('');
  const { data: passkeys } = useQuery(passkeysQuery(config, fetchFunction));

  /** What confirms the deletion, or the problem that stopped the customer from confirming it. */
  async function passkeyConfirmation(): Promise<AccountDeletionConfirmation | AccountDeletionProblem> {
    const { token, options } = await startAccountDeletionPasskey(fetchFunction, config.experienceApiHost);
    const answer = await confirmWithPasskey(options);
    switch (answer.kind) {
      case 'confirmed':
        return { passkey: { token, assertion: answer.assertion } };
      case 'unsupported':
        return 'passkey-unsupported';
      case 'cancelled':
        return 'passkey-failed';
      default:
        return answer satisfies never;
    }
  }

  async function deleteAccount(
    method: DeletionConfirmationMethod,
    confirmation: () => Promise<AccountDeletionConfirmation | AccountDeletionProblem>,
  ) {
    dispatch({ type: 'submit', method });
    let erasureAt: string;
    try {
      const confirmed = await confirmation();
      if (typeof confirmed === 'string') {
        dispatch({ type: 'fail', problem: confirmed });
        return;
      }
      ({ erasureAt } = await requestAccountDeletion(fetchFunction, config.experienceApiHost, confirmed));
    } catch (error) {
      dispatch({
        type: 'fail',
        problem: deletionProblemOf(error instanceof ApiError ? error.code : undefined, method),
      });
      return;
    }
    setPassword('');
    dispatch({ type: 'succeed', erasureAt });
    dispatchShopfrontEvent('shopfront:account-deleted', { erasureAt });
    onDeleted(erasureAt);
    await logout(fetchFunction, config);
  }

  const canSubmit = state.step === 'confirming' || state.step === 'refused';
  return {
    state,
    password: { value: password, onChange: setPassword },
    offersPasskey: (passkeys?.length ?? 0) > 0,
    open: () => dispatch({ type: 'open' }),
    cancel: () => dispatch({ type: 'cancel' }),
    submit: () => {
      if (canSubmit) void deleteAccount('password', async () => ({ password }));
    },
    confirmWithPasskey: () => {
      if (canSubmit) void deleteAccount('passkey', passkeyConfirmation);
    },
  };
}
