import { type FormEvent, useState } from 'react';
import { providerErrorMessageKey } from '@shopfront/core';
import {
  type AccountWidgetConfig,
  IdentityProviderError,
  processCdcResponse,
  requestPasswordResetWithToken,
} from '@shopfront/api';
import { Button, Notification, useText } from '@shopfront/ui';
import { checkNewPassword } from '../password/new-password-check.ts';
import { NewPasswordFields } from '../password/new-password-fields.tsx';
import { usePasswordPolicy } from '../password/use-password-policy.ts';
import '../account-form.css';

type ResetPasswordStep = 'editing' | 'submitting' | 'done' | 'failed';

export interface ResetPasswordFormProps {
  readonly config: AccountWidgetConfig;
  /** The token from the e-mailed link (`pwrt`); undefined when the page was opened without one. */
  readonly token: string | undefined;
  readonly loginHref: string;
  readonly headingLevel: 2 | 3;
}

/** Set a new password from the reset link (docs/account-widget.md §2, §4). */
export function ResetPasswordForm({ config, token, loginHref, headingLevel }: ResetPasswordFormProps) {
  const text = useText();
  const policy = usePasswordPolicy(config);
  const [step, setStep] = useState<ResetPasswordStep>('editing');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const check = checkNewPassword({ newPassword, confirmation }, policy);
  const Subtitle = headingLevel === 2 ? 'h2' : 'h3';

  if (!token) {
    return (
      <Notification tone="error" title={text('error.title')}>
        {text('resetPassword.missingToken')}
      </Notification>
    );
  }

  if (step === 'done') {
    return (
      <div className="sf-account-form" data-state={step}>
        <Notification tone="success" title={text('resetPassword.successTitle')}>
          {text('resetPassword.successMessage')}
        </Notification>
        <a href={loginHref}>{text('resetPassword.login')}</a>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.valid || step === 'submitting' || !token) return;
    setStep('submitting');
    setErrorKey(undefined);
    try {
      await processCdcResponse(await requestPasswordResetWithToken(fetch, config, token, newPassword));
      setStep('done');
    } catch (error) {
      setErrorKey((error instanceof IdentityProviderError && providerErrorMessageKey(error.errorCode)) || 'error.unknown');
      setStep('failed');
    }
  }

  return (
    <form className="sf-account-form" data-state={step} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="sf-reset-subtitle">
      <Subtitle id="sf-reset-subtitle" className="sf-account-form__subtitle">
        {text('resetPassword.subtitle')}
      </Subtitle>
      {errorKey ? (
        <Notification tone="error" title={text('error.title')}>
          {text(errorKey)}
        </Notification>
      ) : null}
      <NewPasswordFields
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPasswordChange={setNewPassword}
        onConfirmationChange={setConfirmation}
        check={check}
        policy={policy}
        mismatchTextKey="password.mismatchReset"
        initialFocus
      />
      <Button variant="primary" type="submit" fullWidth busy={step === 'submitting'} disabled={!check.valid}>
        {text('resetPassword.submit')}
      </Button>
    </form>
  );
}
