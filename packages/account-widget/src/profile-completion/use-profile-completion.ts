import { useEffect, useReducer } from 'react';
import { type RequiredDocumentId, outdatedDocuments } from '@shopfront/core';
import { fetchAccountInfo, fetchConsentDocumentVersions, setAccountInfo } from '@shopfront/api';
import { accountCallErrorOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { CheckboxBinding, DialogFormBindings } from '../form/form-bindings.ts';
import { isSessionRefusal, useVerifiedSession } from '../form/use-verified-session.ts';
import {
  type ProfileCompletionState,
  canContinue,
  initialProfileCompletionState,
  profileCompletionReducer,
} from './profile-completion-state.ts';

export interface ProfileCompletionOptions {
  /** Nothing is out of date: the dialog does not open (the reason goes to the console at debug level). */
  readonly onNothingMissing: () => void;
  readonly onSaved: (documents: readonly RequiredDocumentId[]) => void;
}

export interface ProfileCompletionBindings extends DialogFormBindings<ProfileCompletionState> {
  readonly checkbox: (document: RequiredDocumentId) => CheckboxBinding & { readonly disabled: boolean };
}

/** Verifies the session, compares the accepted document versions with the current ones, and saves the new grants. */
export function useProfileCompletion(
  environment: DialogEnvironment,
  { onNothingMissing, onSaved }: ProfileCompletionOptions,
): ProfileCompletionBindings {
  const { fetch, config, locale, navigate, loginUrl } = environment;
  const [state, dispatch] = useReducer(profileCompletionReducer, initialProfileCompletionState);

  useVerifiedSession(environment, {
    onVerified: async () => {
      const [info, versions] = await Promise.all([
        fetchAccountInfo(fetch, config.experienceApiHost, ['preferences']),
        fetchConsentDocumentVersions(fetch, config),
      ]);
      dispatch({ type: 'checked', missing: outdatedDocuments(info.preferences ?? {}, versions) });
    },
    onFailed: (error) => dispatch({ type: 'check-failed', error: accountCallErrorOf(error) }),
  });

  useEffect(() => {
    if (state.step !== 'nothing-missing') return;
    // eslint-disable-next-line no-console -- the bus says at debug level why a `consent` event showed nothing
    console.debug('shopfront: the consent dialog was not opened: every document is accepted in its current version');
    onNothingMissing();
  }, [state.step, onNothingMissing]);

  async function save(documents: readonly RequiredDocumentId[]) {
    try {
      await setAccountInfo(fetch, config.experienceApiHost, {
        preferences: Object.fromEntries(documents.map((id) => [id, { isConsentGranted: true }])),
        lang: locale,
        context: 'profile-completion',
      });
    } catch (error) {
      if (isSessionRefusal(error)) return navigate(loginUrl);
      dispatch({ type: 'save-failed', error: accountCallErrorOf(error) });
      return;
    }
    dispatch({ type: 'saved' });
    onSaved(documents);
  }

  const editable = state.step === 'editing' || state.step === 'failed' || state.step === 'submitting';
  return {
    state,
    checkbox: (document: RequiredDocumentId) => ({
      checked: editable && state.granted.includes(document),
      disabled: state.step === 'submitting',
      onChange: (granted: boolean) => dispatch({ type: 'toggled', document, granted }),
    }),
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!canContinue(state) || !('missing' in state)) return;
        dispatch({ type: 'submitted' });
        void save(state.missing);
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !canContinue(state) },
  };
}
