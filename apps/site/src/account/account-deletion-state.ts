/**
 * Why a deletion request was refused: the password, no passkey of the account confirmed it (cancelled, or refused by
 * the server), a browser without passkeys, too many tries, or anything else (the network, the server).
 */
export type AccountDeletionProblem =
  'wrong-password' | 'passkey-failed' | 'passkey-unsupported' | 'rate-limited' | 'failed';

/** How the customer confirms the deletion: the password, or a passkey of the account (offered when it has one). */
export type DeletionConfirmationMethod = 'password' | 'passkey';

/**
 * The dashboard's account deletion (docs/decisions/023-account-deletion.md): nothing asked, the confirmation open
 * with its password field (and a passkey button), the request under way with the method it was confirmed by, its
 * refusal (the confirmation stays open, the password is kept), or done: signed out everywhere, erased at `erasureAt`
 * unless cancelled.
 */
export type AccountDeletionState =
  | { readonly step: 'idle' }
  | { readonly step: 'confirming' }
  | { readonly step: 'deleting'; readonly method: DeletionConfirmationMethod }
  | { readonly step: 'refused'; readonly problem: AccountDeletionProblem }
  | { readonly step: 'deleted'; readonly erasureAt: string };

export type AccountDeletionAction =
  | { readonly type: 'open' }
  | { readonly type: 'cancel' }
  | { readonly type: 'submit'; readonly method: DeletionConfirmationMethod }
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
      return state.step === 'confirming' || state.step === 'refused'
        ? { step: 'deleting', method: action.method }
        : state;
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

/** The problem of an experience API refusal, by its `sap_` code and what the customer confirmed with. */
export function deletionProblemOf(
  errorCode: string | undefined,
  method: DeletionConfirmationMethod,
): AccountDeletionProblem {
  if (errorCode === 'sap_403042') return method === 'password' ? 'wrong-password' : 'passkey-failed';
  if (errorCode === 'sap_403048') return 'rate-limited';
  return 'failed';
}
