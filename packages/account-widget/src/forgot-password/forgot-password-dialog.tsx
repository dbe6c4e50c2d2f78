import { useEffect, useRef } from 'react';
import { Button, useText } from '@shopfront/ui';
import { trimEmail } from '@shopfront/core';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { ErrorNotification } from '../form/call-error-notification.tsx';
import { EmailField } from '../form/email-field.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';
import { useForgotPassword } from './use-forgot-password.ts';
import '../account-form.css';

export interface ForgotPasswordDialogProps extends DialogProps {
  readonly onBackToLogin: () => void;
}

/** Forgot password (docs/account-widget.md §2): after a 200 the title and message become the request-received notice. */
export function ForgotPasswordDialog({ environment, onClose, onBackToLogin }: ForgotPasswordDialogProps) {
  const text = useText();
  const { state, email, form, submit } = useForgotPassword(environment);
  const backButton = useRef<HTMLButtonElement>(null);
  const received = state.step === 'received';
  // The form (and the focused button in it) goes away: focus moves to what remains.
  useEffect(() => {
    if (received) backButton.current?.focus();
  }, [received]);

  return (
    <WidgetDialog
      size="small"
      title={text(received ? 'forgotPassword.receivedTitle' : 'forgotPassword.title')}
      description={
        received
          ? text('forgotPassword.receivedMessage', { email: trimEmail(state.email) })
          : text('forgotPassword.intro')
      }
      onClose={onClose}
    >
      <div className="sf-account-form" data-state={state.step}>
        {received ? null : (
          <form
            className="sf-account-form__fields"
            onSubmit={form.onSubmit}
            noValidate
            aria-label={text('forgotPassword.title')}
          >
            {state.step === 'failed' ? <ErrorNotification messageKey={state.errorKey} /> : null}
            <EmailField value={email.value} onChange={email.onChange} onBlur={email.onBlur} errorKey={email.errorKey} />
            <Button variant="primary" type="submit" fullWidth busy={submit.busy} disabled={submit.disabled}>
              {text('forgotPassword.submit')}
            </Button>
          </form>
        )}
        <Button ref={backButton} variant={received ? 'primary' : 'link'} fullWidth={received} onClick={onBackToLogin}>
          {text('forgotPassword.backToLogin')}
        </Button>
      </div>
    </WidgetDialog>
  );
}
