import { useEffect, useRef } from 'react';
import { Button, Dialog, Notification, PasswordField, StatusMessage, useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { NewPasswordFields } from '../password/new-password-fields.tsx';
import { useChangePassword } from './use-change-password.ts';
import '../account-form.css';

export interface ChangePasswordDialogProps extends DialogProps {
  /** Where the customer goes after the change, signed out. */
  readonly homeUrl: string;
}

/** Change password (docs/account-widget.md §2, §4, §5). */
export function ChangePasswordDialog({ environment, onClose, homeUrl }: ChangePasswordDialogProps) {
  const text = useText();
  const { state, goHome, currentPassword, newPasswordFields, form, submit } = useChangePassword(environment, { homeUrl });
  const succeeded = state.step === 'succeeded';
  const continueButton = useRef<HTMLButtonElement>(null);
  // The form (and the focused button in it) goes away: focus moves to what remains.
  useEffect(() => {
    if (succeeded) continueButton.current?.focus();
  }, [succeeded]);

  return (
    <Dialog open size="small" title={text('changePassword.title')} closeLabel={text('dialog.close')} onClose={succeeded ? goHome : onClose}>
      {succeeded ? (
        <div className="sf-account-form" data-state={state.step}>
          <Notification tone="success" title={text('changePassword.successTitle')}>
            {text('changePassword.successMessage')}
          </Notification>
          <Button variant="primary" fullWidth onClick={goHome} ref={continueButton}>
            {text('changePassword.continue')}
          </Button>
        </div>
      ) : state.step === 'verifying' ? (
        <StatusMessage>{text('general.loading')}</StatusMessage>
      ) : (
        <form className="sf-account-form" data-state={state.step} onSubmit={form.onSubmit} noValidate aria-label={text('changePassword.title')}>
          {state.step === 'failed' ? (
            <Notification tone="error" title={text('changePassword.errorTitle')}>
              {text(state.errorKey)}
            </Notification>
          ) : null}
          <PasswordField
            label={text('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            showLabel={text('login.showPassword')}
            required
            initialFocus
            value={currentPassword.value}
            onChange={currentPassword.onChange}
          />
          <NewPasswordFields {...newPasswordFields} mismatchTextKey="password.mismatchChange" />
          <Button variant="primary" type="submit" fullWidth busy={submit.busy} disabled={submit.disabled}>
            {text('changePassword.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
