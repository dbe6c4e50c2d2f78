/** What a sign-out ends: one device (named as the list shows it), or every device but this one. */
export type DeviceSignOutTarget =
  { readonly kind: 'device'; readonly id: string; readonly name: string } | { readonly kind: 'others' };

/**
 * The dashboard's sign-out of devices: nothing asked, a confirmation open, the request under way, its failure (the
 * confirmation stays open to try again), or done (announced until the next sign-out is asked for).
 */
export type DeviceSignOutState =
  | { readonly step: 'idle' }
  | { readonly step: 'confirming'; readonly target: DeviceSignOutTarget }
  | { readonly step: 'signing-out'; readonly target: DeviceSignOutTarget }
  | { readonly step: 'failed'; readonly target: DeviceSignOutTarget }
  | { readonly step: 'signed-out'; readonly target: DeviceSignOutTarget };

export type DeviceSignOutAction =
  | { readonly type: 'ask'; readonly target: DeviceSignOutTarget }
  | { readonly type: 'cancel' }
  | { readonly type: 'confirm' }
  | { readonly type: 'succeed' }
  | { readonly type: 'fail' };

export const noDeviceSignOut: DeviceSignOutState = { step: 'idle' };

export function deviceSignOutReducer(state: DeviceSignOutState, action: DeviceSignOutAction): DeviceSignOutState {
  switch (action.type) {
    case 'ask':
      return state.step === 'signing-out' ? state : { step: 'confirming', target: action.target };
    case 'cancel':
      return state.step === 'confirming' || state.step === 'failed' ? noDeviceSignOut : state;
    case 'confirm':
      return state.step === 'confirming' || state.step === 'failed'
        ? { step: 'signing-out', target: state.target }
        : state;
    case 'succeed':
      return state.step === 'signing-out' ? { step: 'signed-out', target: state.target } : state;
    case 'fail':
      return state.step === 'signing-out' ? { step: 'failed', target: state.target } : state;
    default:
      return action satisfies never;
  }
}

/** Whether the confirmation is open. */
export function isConfirmationOpen(state: DeviceSignOutState): boolean {
  return state.step === 'confirming' || state.step === 'signing-out' || state.step === 'failed';
}
