/** Why a deletion request was refused: the password, too many tries, or anything else (the network, the server). */
export type AccountDeletionProblem = 'wrong-password' | 'rate-limited' | 'failed';

/**
 * The dashboard's account deletion (docs/decisions/023-account-deletion.md): nothing asked, the confirmation open
 * with its password field, the request under way, its refusal (the confirmation stays open, the password is kept),
 * or done: signed out everywhere, erased at `erasureAt` unless cancelled.
 */
export type AccountDeletionState =
  | { readonly step: 'idle' }
  | { readonly step: 'confirming' }
  | { readonly step: 'deleting' }
  | { readonly step: 'refused'; readonly problem: AccountDeletionProblem }
  | { readonly step: 'deleted'; readonly erasureAt: string };

export type AccountDeletionAction =
  | { readonly type: 'open' }
  | { readonly type: 'cancel' }
  | { readonly type: 'submit' }
  | { readonly type: 'succeed'; readonly erasureAt: string }
  | { readonly type: 'fail'; readonly problem: AccountDeletionProblem };

export const noAccountDeletion: AccountDeletionState = { step: 'idle' };

export function accountDeletionReducer(
  state: AccountDeletionState,
  action: AccountDeletionAction,
): AccountDeletionState {
  switch (action.type) {
    case 'open':
      return state.step === 'idle' ? { step: 'confirming' } : state;
    case 'cancel':
      return state.step === 'confirming' || state.step === 'refused' ? noAccountDeletion : state;
    case 'submit':
      return state.step === 'confirming' || state.step === 'refused' ? { step: 'deleting' } : state;
    case 'succeed':
      return state.step === 'deleting' ? { step: 'deleted', erasureAt: action.erasureAt } : state;
    case 'fail':
      return state.step === 'deleting' ? { step: 'refused', problem: action.problem } : state;
    default:
      return action satisfies never;
  }
}

/** Whether the confirmation dialog is open. */
export function isDeletionConfirmationOpen(state: AccountDeletionState): boolean {
  return state.step === 'confirming' || state.step === 'deleting' || state.step === 'refused';
}

/** The problem of an experience API refusal, by its `sap_` code. */
export function deletionProblemOf(errorCode: string | undefined): AccountDeletionProblem {
  if (errorCode === 'sap_403042') return 'wrong-password';
  if (errorCode === 'sap_403048') return 'rate-limited';
  return 'failed';
}
