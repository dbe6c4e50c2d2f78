import { useId } from 'react';
import { Button, Checkbox, Notification, RichText, StatusMessage, TextField, useText, useTexts } from '@shopfront/ui';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import { ErrorNotification } from '../form/call-error-notification.tsx';
import { DocumentLink } from '../form/document-consents.tsx';
import { EmailField } from '../form/email-field.tsx';
import { InlineLink } from '../form/inline-link.tsx';
import { PostedForm } from '../form/posted-form.tsx';
import { NewPasswordFields } from '../password/new-password-fields.tsx';
import { useRegistrationForm } from './use-registration-form.ts';
import '../account-form.css';

/** The page's part of the environment (its configuration and fetch), its links and the hook's options. */
export interface RegistrationFormProps extends Pick<DialogEnvironment, 'config' | 'fetch'> {
  readonly privacyHref: string;
  readonly termsHref: string;
  readonly loginHref: string;
  /** Waits this long after typing before checking the address (tests shorten it). */
  readonly availabilityDelayMs?: number;
}

const registerReasons = ['appliances', 'orders', 'manuals', 'offers', 'club'] as const;

/** Registration (the /register page and the login page in registration mode). */
export function RegistrationForm({
  config,
  fetch,
  privacyHref,
  termsHref,
  loginHref,
  availabilityDelayMs,
}: RegistrationFormProps) {
  const text = useText();
  const reasonsId = useId();
  // The page's one locale is the one its texts are in: the mails of the new account come in it.
  const { locale } = useTexts();
  const registration = useRegistrationForm(
    { fetch, config, locale },
    availabilityDelayMs === undefined ? {} : { availabilityDelayMs },
  );
  const { state } = registration;
  const nameFieldProps = (name: 'firstName' | 'lastName') => {
    const { value, onChange, errorKey } = registration[name];
    return { name, value, onChange, error: errorKey ? text(errorKey) : undefined };
  };

  if (state.step === 'registered') {
    return (
      <div className="sf-account-form" data-state={state.step}>
        <Notification tone="success" title={text('register.checkMailboxTitle')}>
          {text('register.checkMailbox', { email: state.email })}
        </Notification>
        <Button variant="secondary" onClick={registration.resend.onClick} busy={state.resend === 'sending'}>
          {text('register.resend')}
        </Button>
        {state.resend === 'sent' ? <StatusMessage>{text('register.resent')}</StatusMessage> : null}
      </div>
    );
  }

  return (
    <PostedForm
      className="sf-account-form"
      data-state={state.step}
      form={registration.form}
      aria-label={text('register.title')}
    >
      <p id={reasonsId}>{text('login.registerIntro')}</p>
      <ul aria-labelledby={reasonsId}>
        {registerReasons.map((reason) => (
          <li key={reason}>{text(`login.reason.${reason}`)}</li>
        ))}
      </ul>
      {state.step === 'failed' ? <ErrorNotification messageKey={state.errorKey} /> : null}
      <EmailField
        autoComplete="email"
        value={registration.email.value}
        onChange={registration.email.onChange}
        onBlur={registration.email.onBlur}
        errorKey={registration.email.errorKey}
        hint={registration.email.available ? text('register.emailAvailable') : undefined}
      />
      <TextField
        label={text('register.firstName')}
        autoComplete="given-name"
        required
        {...nameFieldProps('firstName')}
      />
      <TextField
        label={text('register.lastName')}
        autoComplete="family-name"
        required
        {...nameFieldProps('lastName')}
      />
      <NewPasswordFields
        {...registration.newPasswordFields}
        mismatchTextKey="password.mismatchReset"
        labelKeys={{ password: 'login.password', confirmation: 'register.confirmPassword' }}
      />
      <Checkbox
        name="terms"
        required
        label={<RichText id="register.terms" components={{ 0: <DocumentLink href={termsHref} /> }} />}
        {...registration.terms}
      />
      <Checkbox
        name="privacy"
        required
        label={<RichText id="register.privacy" components={{ 0: <DocumentLink href={privacyHref} /> }} />}
        {...registration.privacy}
      />
      <Checkbox
        name="marketing"
        label={text('marketing.levelOne', { company: text('market.companyEntity') })}
        {...registration.marketing}
      />
      {registration.requiresUsDeclaration && registration.marketing.checked ? (
        <Checkbox name="usDeclaration" required label={text('marketing.usResidency')} {...registration.usDeclaration} />
      ) : null}
      <Button
        variant="primary"
        type="submit"
        fullWidth
        busy={registration.submit.busy}
        disabled={registration.submit.disabled}
      >
        {text('account.createAccount')}
      </Button>
      <p>
        <RichText id="register.haveAccount" components={{ 0: <InlineLink href={loginHref} /> }} />
      </p>
    </PostedForm>
  );
}
