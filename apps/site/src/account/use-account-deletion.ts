import { useReducer, useState } from 'react';
import { type AccountWidgetConfig, ApiError, type FetchFunction, requestAccountDeletion } from '@shopfront/api';
import { dispatchShopfrontEvent, logout } from '@shopfront/api/browser';
import {
  type AccountDeletionState,
  accountDeletionReducer,
  deletionProblemOf,
  noAccountDeletion,
} from './account-deletion-state.ts';

export interface AccountDeletionModel {
  readonly state: AccountDeletionState;
  readonly password: { readonly value: string; readonly onChange: (value: string) => void };
  readonly open: () => void;
  readonly cancel: () => void;
  readonly submit: () => void;
}

/**
 * The deletion of the signed-in customer's account: confirmed with the password, then announced to the host page
 * (`shopfront:account-deleted`) and signed out on this browser, as on every other the server already signed out.
 * `fetch` is injected, as in every client of the widget.
 */
export function useAccountDeletion(
  config: Omit<AccountWidgetConfig, 'locale'>,
  onDeleted: (erasureAt: string) => void,
  fetchFunction: FetchFunction = (input, init) => fetch(input, init),
): AccountDeletionModel {
  const [state, dispatch] = useReducer(accountDeletionReducer, noAccountDeletion);
  const [password, setPassword] = useState('');

  async function deleteAccount() {
    dispatch({ type: 'submit' });
    let erasureAt: string;
    try {
      ({ erasureAt } = await requestAccountDeletion(fetchFunction, config.experienceApiHost, { password }));
    } catch (error) {
      dispatch({ type: 'fail', problem: deletionProblemOf(error instanceof ApiError ? error.code : undefined) });
      return;
    }
    setPassword('');
    dispatch({ type: 'succeed', erasureAt });
    dispatchShopfrontEvent('shopfront:account-deleted', { erasureAt });
    onDeleted(erasureAt);
    await logout(fetchFunction, config);
  }

  return {
    state,
    password: { value: password, onChange: setPassword },
    open: () => dispatch({ type: 'open' }),
    cancel: () => dispatch({ type: 'cancel' }),
    submit: () => {
      if (state.step === 'confirming' || state.step === 'refused') void deleteAccount();
    },
  };
}
