import { useEffect, useReducer } from 'react';
import {
  type PasswordPolicy,
  consentKey,
  containsControlCharacter,
  isValidEmail,
  newPasswordErrorMessageKey,
  requiredDocumentIds,
  trimEmail,
} from '@shopfront/core';
import { isLoginIdAvailable, register, resendVerification } from '@shopfront/api';
import { findMarket } from '@shopfront/i18n';
import { errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type {
  CheckboxBinding,
  DialogFormBindings,
  EmailFieldBinding,
  TextFieldBinding,
} from '../form/form-bindings.ts';
import { type NewPasswordCheck, checkNewPassword } from '../password/new-password-check.ts';
import type { NewPasswordFieldBindings } from '../password/password-form-state.ts';
import { useCommonPasswordCheck } from '../password/use-common-password-check.ts';
import { usePasswordPolicy } from '../password/use-password-policy.ts';
import {
  type RegistrationChoices,
  type RegistrationFields,
  type RegistrationState,
  initialRegistrationState,
  registrationReducer,
} from './registration-state.ts';

export interface RegistrationOptions {
  /** How long typing pauses before the address is checked (the check is rate-limited on the server). */
  readonly availabilityDelayMs?: number;
}

export interface RegistrationBindings extends DialogFormBindings<RegistrationState> {
  /** The market's marketing consent needs the US residency and age declaration. */
  readonly requiresUsDeclaration: boolean;
  readonly email: EmailFieldBinding & { readonly available: boolean };
  readonly firstName: TextFieldBinding;
  readonly lastName: TextFieldBinding;
  readonly newPasswordFields: NewPasswordFieldBindings & {
    readonly check: NewPasswordCheck;
    readonly policy: PasswordPolicy | undefined;
  };
  readonly terms: CheckboxBinding;
  readonly privacy: CheckboxBinding;
  readonly marketing: CheckboxBinding;
  readonly usDeclaration: CheckboxBinding;
  readonly resend: { readonly onClick: () => void };
}

function unusableCharacterErrorKey(value: string): string | undefined {
  return containsControlCharacter(value) ? 'validation.unusableCharacter' : undefined;
}

const emptyFields: RegistrationFields = { email: '', newPassword: '', confirmation: '', firstName: '', lastName: '' };
const noChoices: RegistrationChoices = { terms: false, privacy: false, marketing: false, usDeclaration: false };

/**
 * Registration (docs/account-widget.md §1, §5; docs/rules.md e-mail verification): the live availability check,
 * the password policy and strength meter, the required documents and the market's marketing consent, then a
 * "check your mailbox" panel with a way to have the link sent again.
 */
export function useRegistrationForm(
  environment: Pick<DialogEnvironment, 'fetch' | 'config' | 'locale'>,
  { availabilityDelayMs = 600 }: RegistrationOptions = {},
): RegistrationBindings {
  const { fetch, config, locale } = environment;
  const [state, dispatch] = useReducer(registrationReducer, initialRegistrationState);
  const policy = usePasswordPolicy(environment);
  const isCommonPassword = useCommonPasswordCheck();
  const requiresUsDeclaration = findMarket(config.country)?.requiresUsResidency ?? false;
  const form = state.step === 'registered' ? undefined : state;
  const fields = form?.fields ?? emptyFields;
  const choices = form?.choices ?? noChoices;
  const email = trimEmail(fields.email);
  const emailValid = isValidEmail(email);
  const availability = form?.availability ?? 'unchecked';
  const check = checkNewPassword(fields, policy, isCommonPassword);

  useEffect(() => {
    if (!emailValid || availability !== 'unchecked') return;
    let active = true;
    // The answer stays "unchecked" while it is on its way: a new address (a new effect) makes it count for nothing.
    const timer = setTimeout(() => {
      isLoginIdAvailable(fetch, config, email).then(
        (available) => active && dispatch({ type: 'availability-known', email, available }),
        // No answer (offline, rate-limited): the form goes on; the server decides on submit.
        () => undefined,
      );
    }, availabilityDelayMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [email, emailValid, availability, fetch, config, availabilityDelayMs]);

  const emailErrorKey =
    availability === 'taken'
      ? 'error.emailExists'
      : form?.emailTouched && !emailValid
        ? 'validation.emailInvalid'
        : undefined;
  const namesGiven = fields.firstName.trim() !== '' && fields.lastName.trim() !== '';
  // docs/rules.md: the server refuses them too (400009), where the name would enter the account.
  const namesUsable = !containsControlCharacter(fields.firstName) && !containsControlCharacter(fields.lastName);
  const declarationMissing = requiresUsDeclaration && choices.marketing && !choices.usDeclaration;
  const valid =
    emailValid &&
    availability !== 'taken' &&
    check.valid &&
    namesGiven &&
    namesUsable &&
    choices.terms &&
    choices.privacy &&
    !declarationMissing;

  async function send() {
    try {
      await register(fetch, config, {
        email,
        password: fields.newPassword,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        lang: locale,
        grantedConsents: [...requiredDocumentIds, ...(choices.marketing ? [consentKey.personalisedGeneral] : [])],
        newsletter: choices.marketing,
        usDeclarations: requiresUsDeclaration && choices.marketing && choices.usDeclaration,
      });
    } catch (error) {
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error, { lookup: newPasswordErrorMessageKey }) });
      return;
    }
    dispatch({ type: 'registered' });
  }

  const field = (name: keyof RegistrationFields) => ({
    value: fields[name],
    onChange: (value: string) => dispatch({ type: 'field-changed', field: name, value }),
  });
  const choice = (name: keyof RegistrationChoices) => ({
    checked: choices[name],
    disabled: state.step === 'submitting',
    onChange: (ticked: boolean) => dispatch({ type: 'choice-toggled', choice: name, ticked }),
  });

  return {
    state,
    requiresUsDeclaration,
    email: {
      ...field('email'),
      onBlur: () => dispatch({ type: 'email-left' }),
      errorKey: emailErrorKey,
      available: availability === 'available',
    },
    firstName: { ...field('firstName'), errorKey: unusableCharacterErrorKey(fields.firstName) },
    lastName: { ...field('lastName'), errorKey: unusableCharacterErrorKey(fields.lastName) },
    newPasswordFields: {
      newPassword: fields.newPassword,
      confirmation: fields.confirmation,
      onNewPasswordChange: field('newPassword').onChange,
      onConfirmationChange: field('confirmation').onChange,
      check,
      policy,
    },
    terms: choice('terms'),
    privacy: choice('privacy'),
    marketing: choice('marketing'),
    usDeclaration: choice('usDeclaration'),
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!valid || state.step === 'submitting') return;
        dispatch({ type: 'submitted' });
        void send();
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !valid },
    resend: {
      onClick: () => {
        if (state.step !== 'registered' || state.resend === 'sending') return;
        dispatch({ type: 'resend-requested' });
        // The same answer for any address: a failure here tells nothing worth showing but "try again later".
        void resendVerification(fetch, config, { email: state.email }).finally(() => dispatch({ type: 'resent' }));
      },
    },
  };
}
