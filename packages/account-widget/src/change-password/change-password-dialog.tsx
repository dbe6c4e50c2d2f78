import { type FormEvent, useEffect, useState } from 'react';
import { providerErrorMessageKey } from '@shopfront/core';
import { type AccountWidgetConfig, ExperienceApiError, changePassword, logout, verifySession } from '@shopfront/api';
import { Button, Dialog, Notification, PasswordField, StatusMessage, useText } from '@shopfront/ui';
import { checkNewPassword } from '../password/new-password-check.ts';
import { NewPasswordFields } from '../password/new-password-fields.tsx';
import { usePasswordPolicy } from '../password/use-password-policy.ts';
import '../account-form.css';

type ChangePasswordStep = 'verifying' | 'editing' | 'submitting' | 'done' | 'failed';

export interface ChangePasswordDialogProps {
  readonly config: AccountWidgetConfig;
  readonly onClose: () => void;
  /** Leaves the page: to the login page when the session is gone, home after the change. */
  readonly navigate: (url: string) => void;
  readonly loginUrl: string;
  readonly homeUrl: string;
}

/** Change password (docs/account-widget.md §2, §4, §5): the session is verified first; success logs out and goes home. */
export function ChangePasswordDialog({ config, onClose, navigate, loginUrl, homeUrl }: ChangePasswordDialogProps) {
  const text = useText();
  const policy = usePasswordPolicy(config);
  const [step, setStep] = useState<ChangePasswordStep>('verifying');
  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const check = checkNewPassword({ current, newPassword, confirmation }, policy);

  useEffect(() => {
    let active = true;
    verifySession(fetch, config.experienceApiHost).then(
      (verification) => {
        if (!active) return;
        if (verification.kind === 'valid') setStep('editing');
        else navigate(loginUrl);
      },
      () => active && navigate(loginUrl),
    );
    return () => {
      active = false;
    };
  }, [config, loginUrl, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.valid || step === 'submitting') return;
    setStep('submitting');
    setErrorKey(undefined);
    try {
      await changePassword(fetch, config.experienceApiHost, { password: current, newPassword });
    } catch (error) {
      setErrorKey((error instanceof ExperienceApiError && providerErrorMessageKey(error.code)) || 'error.unknown');
      // The passwords are not kept after a refusal; the form says so.
      setCurrent('');
      setNewPassword('');
      setConfirmation('');
      setStep('failed');
      return;
    }
    setStep('done');
    await logout(fetch, config);
    navigate(homeUrl);
  }

  return (
    <Dialog open size="small" title={text('changePassword.title')} closeLabel={text('dialog.close')} onClose={onClose}>
      {step === 'done' ? (
        <Notification tone="success" title={text('changePassword.successTitle')}>
          {text('changePassword.successMessage')}
        </Notification>
      ) : step === 'verifying' ? (
        <StatusMessage>{text('general.loading')}</StatusMessage>
      ) : (
        <form className="sf-account-form" data-state={step} onSubmit={(event) => void submit(event)} noValidate aria-label={text('changePassword.title')}>
          {errorKey ? (
            <Notification tone="error" title={text('changePassword.errorTitle')}>
              {text(errorKey)} {text('changePassword.fieldsCleared')}
            </Notification>
          ) : null}
          <PasswordField
            label={text('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            showLabel={text('login.showPassword')}
            required
            initialFocus
            value={current}
            onChange={setCurrent}
          />
          <NewPasswordFields
            newPassword={newPassword}
            confirmation={confirmation}
            onNewPasswordChange={setNewPassword}
            onConfirmationChange={setConfirmation}
            check={check}
            policy={policy}
            mismatchTextKey="password.mismatchChange"
          />
          <Button variant="primary" type="submit" fullWidth busy={step === 'submitting'} disabled={!check.valid}>
            {text('changePassword.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
