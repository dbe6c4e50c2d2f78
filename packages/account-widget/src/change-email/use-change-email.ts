import { useReducer } from 'react';
import { cancelPendingEmailChange, fetchPendingEmailChange, requestEmailChange } from '@shopfront/api';
import { trimEmail } from '@shopfront/core';
import { errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings, SubmitBinding, TextFieldBinding } from '../form/form-bindings.ts';
import { isSessionRefusal, useVerifiedSession } from '../form/use-verified-session.ts';
import {
  type ChangeEmailFields,
  type ChangeEmailState,
  changeEmailReducer,
  checkEmailChange,
  initialChangeEmailState,
} from './change-email-state.ts';

export interface ChangeEmailOptions {
  /** Announces the requested change on the bus. */
  readonly onRequested: (newEmail: string) => void;
}

export interface ChangeEmailBindings extends DialogFormBindings<ChangeEmailState> {
  readonly newEmail: TextFieldBinding;
  readonly confirmEmail: TextFieldBinding;
  /** The change that waits, and its cancel button; undefined when none does. */
  readonly pending:
    { readonly email: string; readonly cancel: SubmitBinding & { readonly onClick: () => void } } | undefined;
}

/** The shop's refusal names the identity provider's code (`sap_400003`, `sap_403048`); anything else is "try again". */
const changeEmailErrorTexts = { fallback: 'changeEmail.errorTitle' };

/**
 * Change of e-mail (docs/account-widget.md §2, §4, §5): the session is verified first, and a change that already
 * waits is shown (a new address replaces it, or it is cancelled here); the new address becomes the login only once
 * the link mailed to it is opened.
 */
export function useChangeEmail(
  environment: DialogEnvironment,
  { onRequested }: ChangeEmailOptions,
): ChangeEmailBindings {
  const { fetch, config, navigate, loginUrl } = environment;
  const [state, dispatch] = useReducer(changeEmailReducer, initialChangeEmailState);

  useVerifiedSession(environment, {
    onVerified: async () => {
      const pendingEmail = await fetchPendingEmailChange(fetch, config).catch((error: unknown) => {
        if (isSessionRefusal(error)) throw error;
        // Unknown, the form still works: a request replaces whatever waits.
        return undefined;
      });
      dispatch({ type: 'session-verified', pendingEmail });
    },
  });

  const editable =
    state.step === 'editing' || state.step === 'failed' || state.step === 'submitting' || state.step === 'cancelling'
      ? state
      : undefined;
  const fields = editable?.fields ?? { newEmail: '', confirmEmail: '' };
  const check = checkEmailChange(fields);

  async function send(newEmail: string) {
    try {
      await requestEmailChange(fetch, config, newEmail);
    } catch (error) {
      if (isSessionRefusal(error)) return navigate(loginUrl);
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error, changeEmailErrorTexts) });
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
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error, changeEmailErrorTexts) });
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
    newEmail: {
      ...field('newEmail'),
      errorKey: touched('newEmail') && !check.valid ? 'validation.emailInvalid' : undefined,
    },
    confirmEmail: {
      ...field('confirmEmail'),
      errorKey:
        touched('confirmEmail') && fields.confirmEmail !== '' && !check.matches ? 'changeEmail.mismatch' : undefined,
    },
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!check.ready || state.step === 'submitting' || state.step === 'cancelling') return;
        dispatch({ type: 'submitted' });
        void send(trimEmail(fields.newEmail));
      },
    },
    submit: {
      busy: state.step === 'submitting',
      disabled: !check.ready || state.step === 'submitting' || state.step === 'cancelling',
    },
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
