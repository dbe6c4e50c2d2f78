/** The passkey a removal is about: its id and the name the list shows. */
export interface PasskeyTarget {
  readonly credentialId: string;
  readonly deviceName: string;
}

/**
 * The dashboard's changes to the passkeys: nothing under way, one being added (the browser's prompt, then the
 * server), added or not (announced until the next change), a removal being confirmed with the password (its error
 * shown there, the password kept), under way, or done.
 */
export type PasskeyChangeState =
  | { readonly step: 'idle' }
  | { readonly step: 'adding' }
  | { readonly step: 'added'; readonly deviceName: string }
  | { readonly step: 'add-failed'; readonly messageKey: string }
  | {
      readonly step: 'confirming-removal';
      readonly target: PasskeyTarget;
      readonly password: string;
      readonly errorMessageKey: string | undefined;
    }
  | { readonly step: 'removing'; readonly target: PasskeyTarget; readonly password: string }
  | { readonly step: 'removed'; readonly deviceName: string };

export type PasskeyChangeAction =
  | { readonly type: 'add-started' }
  | { readonly type: 'add-succeeded'; readonly deviceName: string }
  | { readonly type: 'add-failed'; readonly messageKey: string }
  | { readonly type: 'removal-asked'; readonly target: PasskeyTarget }
  | { readonly type: 'password-changed'; readonly password: string }
  | { readonly type: 'removal-confirmed' }
  | { readonly type: 'removal-failed'; readonly messageKey: string }
  | { readonly type: 'removal-succeeded' }
  | { readonly type: 'cancelled' };

export const noPasskeyChange: PasskeyChangeState = { step: 'idle' };

/** Whether a change is under way (nothing else starts meanwhile). */
export function isPasskeyChangeBusy(state: PasskeyChangeState): boolean {
  return state.step === 'adding' || state.step === 'removing';
}

export function isRemovalDialogOpen(state: PasskeyChangeState): boolean {
  return state.step === 'confirming-removal' || state.step === 'removing';
}

export function passkeyChangeReducer(state: PasskeyChangeState, action: PasskeyChangeAction): PasskeyChangeState {
  switch (action.type) {
    case 'add-started':
      return isPasskeyChangeBusy(state) || isRemovalDialogOpen(state) ? state : { step: 'adding' };
    case 'add-succeeded':
      return state.step === 'adding' ? { step: 'added', deviceName: action.deviceName } : state;
    case 'add-failed':
      return state.step === 'adding' ? { step: 'add-failed', messageKey: action.messageKey } : state;
    case 'removal-asked':
      return isPasskeyChangeBusy(state)
        ? state
        : { step: 'confirming-removal', target: action.target, password: '', errorMessageKey: undefined };
    case 'password-changed':
      return state.step === 'confirming-removal' ? { ...state, password: action.password } : state;
    case 'removal-confirmed':
      return state.step === 'confirming-removal' && state.password.length > 0
        ? { step: 'removing', target: state.target, password: state.password }
        : state;
    case 'removal-failed':
      // Back to the confirmation, with the password as typed and the reason.
      return state.step === 'removing'
        ? { ...state, step: 'confirming-removal', errorMessageKey: action.messageKey }
        : state;
    case 'removal-succeeded':
      return state.step === 'removing' ? { step: 'removed', deviceName: state.target.deviceName } : state;
    case 'cancelled':
      return state.step === 'confirming-removal' ? noPasskeyChange : state;
    default:
      return action satisfies never;
  }
}
