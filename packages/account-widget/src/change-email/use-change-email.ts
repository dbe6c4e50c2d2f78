import { type FormEvent, useReducer } from 'react';
import { providerErrorMessageKey } from '@shopfront/core';
import { type AccountWidgetConfig, CommerceApiError, type FetchFunction, cancelPendingEmailChange, fetchPendingEmailChange, requestEmailChange } from '@shopfront/api';
import { isSessionRefusal } from '../account-call-error.ts';
import { useVerifiedSession } from '../form/use-verified-session.ts';
import { type ChangeEmailFields, changeEmailReducer, checkEmailChange, initialChangeEmailState } from './change-email-state.ts';

export interface ChangeEmailDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
  readonly navigate: (url: string) => void;
  readonly loginUrl: string;
  /** Announces the requested change on the bus. */
  readonly onRequested: (newEmail: string) => void;
}

/** The shop's refusal names the identity provider's code (`sap_400003`, `sap_403048`); anything else is "try again". */
function errorKeyOf(error: unknown): string {
  return (error instanceof CommerceApiError && providerErrorMessageKey(error.code)) || 'changeEmail.errorTitle';
}

/**
 * Change of e-mail (docs/account-widget.md §2, §4, §5): the session is verified first, and a change that already
 * waits is shown (a new address replaces it, or it is cancelled here); the new address becomes the login only once
 * the link mailed to it is opened.
 */
export function useChangeEmail({ fetch, config, navigate, loginUrl, onRequested }: ChangeEmailDependencies) {
  const [state, dispatch] = useReducer(changeEmailReducer, initialChangeEmailState);

  useVerifiedSession({ fetch, config, navigate, loginUrl }, () => {
    fetchPendingEmailChange(fetch, config).then(
      (pendingEmail) => dispatch({ type: 'session-verified', pendingEmail }),
      (error: unknown) => {
        if (isSessionRefusal(error)) navigate(loginUrl);
        // Unknown, the form still works: a request replaces whatever waits.
        else dispatch({ type: 'session-verified', pendingEmail: undefined });
      },
    );
  });

  const editable =
    state.step === 'editing' || state.step === 'failed' || state.step === 'submitting' || state.step === 'cancelling' ? state : undefined;
  const fields = editable?.fields ?? { newEmail: '', confirmEmail: '' };
  const check = checkEmailChange(fields);

  async function send(newEmail: string) {
    try {
      await requestEmailChange(fetch, config, newEmail);
    } catch (error) {
      if (isSessionRefusal(error)) return navigate(loginUrl);
      dispatch({ type: 'failed', errorKey: errorKeyOf(error) });
      return;
    }
    dispatch({ type: 'requested' });
    onRequested(newEmail);
  }

  async function cancelPending() {
    try {
      await cancelPendingEmailChange(fetch, config);
    } catch (error) {
      if (isSessionRefusal(error)) return navigate(loginUrl);
      dispatch({ type: 'failed', errorKey: errorKeyOf(error) });
      return;
    }
    dispatch({ type: 'cancelled' });
  }

  const field = (name: keyof ChangeEmailFields) => ({
    value: fields[name],
    onChange: (value: string) => dispatch({ type: 'field-changed', field: name, value }),
    onBlur: () => dispatch({ type: 'field-left', field: name }),
  });
  const touched = (name: keyof ChangeEmailFields) => editable?.touched.has(name) ?? false;

  return {
    state,
    newEmail: { ...field('newEmail'), errorKey: touched('newEmail') && !check.valid ? 'validation.emailInvalid' : undefined },
    confirmEmail: { ...field('confirmEmail'), errorKey: touched('confirmEmail') && fields.confirmEmail !== '' && !check.matches ? 'changeEmail.mismatch' : undefined },
    form: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        if (!check.ready || state.step === 'submitting' || state.step === 'cancelling') return;
        dispatch({ type: 'submitted' });
        void send(fields.newEmail.trim());
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !check.ready || state.step === 'submitting' || state.step === 'cancelling' },
    /** The change that waits, and its cancel button; undefined when none does. */
    pending:
      editable?.pendingEmail === undefined
        ? undefined
        : {
            email: editable.pendingEmail,
            cancel: {
              busy: state.step === 'cancelling',
              disabled: state.step === 'submitting',
              onClick: () => {
                if (state.step !== 'editing' && state.step !== 'failed') return;
                dispatch({ type: 'cancel-requested' });
                void cancelPending();
              },
            },
          },
  };
}
