import { type FormEvent, useEffect, useReducer } from 'react';
import { type RequiredDocumentId, outdatedDocuments } from '@shopfront/core';
import { type AccountWidgetConfig, type FetchFunction, fetchAccountInfo, fetchConsentDocumentVersions, setAccountInfo, verifySession } from '@shopfront/api';
import { accountCallErrorOf, isSessionRefusal } from '../account-call-error.ts';
import { canContinue, initialProfileCompletionState, profileCompletionReducer } from './profile-completion-state.ts';

export interface ProfileCompletionDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
  readonly navigate: (url: string) => void;
  readonly loginUrl: string;
  /** Nothing is out of date: the dialog does not open (the reason goes to the console at debug level). */
  readonly onNothingMissing: () => void;
  readonly onSaved: (documents: readonly RequiredDocumentId[]) => void;
}

/** Verifies the session, compares the accepted document versions with the current ones, and saves the new grants. */
export function useProfileCompletion({ fetch, config, navigate, loginUrl, onNothingMissing, onSaved }: ProfileCompletionDependencies) {
  const [state, dispatch] = useReducer(profileCompletionReducer, initialProfileCompletionState);

  useEffect(() => {
    let active = true;
    const refused = (error: unknown) => {
      if (!active) return;
      if (isSessionRefusal(error)) navigate(loginUrl);
      else dispatch({ type: 'check-failed', error: accountCallErrorOf(error) });
    };
    verifySession(fetch, config.experienceApiHost).then(async (verification) => {
      if (!active) return;
      if (verification.kind === 'invalid') return navigate(loginUrl);
      try {
        const [info, versions] = await Promise.all([
          fetchAccountInfo(fetch, config.experienceApiHost, ['preferences']),
          fetchConsentDocumentVersions(fetch, config),
        ]);
        if (active) dispatch({ type: 'checked', missing: outdatedDocuments(info.preferences ?? {}, versions) });
      } catch (error) {
        refused(error);
      }
    }, refused);
    return () => {
      active = false;
    };
  }, [fetch, config, navigate, loginUrl]);

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
        lang: config.locale,
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
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        if (!canContinue(state) || !('missing' in state)) return;
        dispatch({ type: 'submitted' });
        void save(state.missing);
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !canContinue(state) },
  };
}
