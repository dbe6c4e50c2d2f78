import type { AccountCallErrorText, RequiredDocumentId } from '@shopfront/core';

/**
 * The profile completion opened by the `consent` event (docs/account-widget.md §2 "Extra consent"): only the documents
 * whose accepted version is out of date are asked for; with none, the dialog never opens.
 */
export type ProfileCompletionState =
  | { readonly step: 'checking' }
  | { readonly step: 'nothing-missing' }
  | { readonly step: 'check-failed'; readonly error: AccountCallErrorText }
  | {
      readonly step: 'editing' | 'submitting';
      readonly missing: readonly RequiredDocumentId[];
      readonly granted: readonly RequiredDocumentId[];
    }
  | {
      readonly step: 'failed';
      readonly missing: readonly RequiredDocumentId[];
      readonly granted: readonly RequiredDocumentId[];
      readonly error: AccountCallErrorText;
    }
  | { readonly step: 'saved'; readonly granted: readonly RequiredDocumentId[] };

export type ProfileCompletionAction =
  | { readonly type: 'checked'; readonly missing: readonly RequiredDocumentId[] }
  | { readonly type: 'check-failed'; readonly error: AccountCallErrorText }
  | { readonly type: 'toggled'; readonly document: RequiredDocumentId; readonly granted: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'save-failed'; readonly error: AccountCallErrorText }
  | { readonly type: 'saved' };

export const initialProfileCompletionState: ProfileCompletionState = { step: 'checking' };

/** Continue needs every shown box ticked (docs/account-widget.md §5 "Extra consent"). */
export function canContinue(state: ProfileCompletionState): boolean {
  return (
    (state.step === 'editing' || state.step === 'failed') && state.missing.every((id) => state.granted.includes(id))
  );
}

export function profileCompletionReducer(
  state: ProfileCompletionState,
  action: ProfileCompletionAction,
): ProfileCompletionState {
  switch (action.type) {
    case 'checked':
      if (state.step !== 'checking') return state;
      return action.missing.length === 0
        ? { step: 'nothing-missing' }
        : { step: 'editing', missing: action.missing, granted: [] };
    case 'check-failed':
      return state.step === 'checking' ? { step: 'check-failed', error: action.error } : state;
    case 'toggled': {
      if (state.step !== 'editing' && state.step !== 'failed') return state;
      const others = state.granted.filter((id) => id !== action.document);
      return {
        step: 'editing',
        missing: state.missing,
        granted: action.granted ? [...others, action.document] : others,
      };
    }
    case 'submitted':
      return canContinue(state) && (state.step === 'editing' || state.step === 'failed')
        ? { step: 'submitting', missing: state.missing, granted: state.granted }
        : state;
    case 'save-failed':
      return state.step === 'submitting'
        ? { step: 'failed', missing: state.missing, granted: state.granted, error: action.error }
        : state;
    case 'saved':
      return state.step === 'submitting' ? { step: 'saved', granted: state.granted } : state;
    default:
      return action satisfies never;
  }
}
