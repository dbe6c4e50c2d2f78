import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isValidEmail, providerErrorMessageKey } from '@shopfront/core';
import {
  type AccountWidgetConfig,
  IdentityProviderError,
  processCdcResponse,
  requestPasswordResetMail,
} from '@shopfront/api';
import { Button, Dialog, Notification, useText } from '@shopfront/ui';
import { EmailField } from '../form/email-field.tsx';
import '../account-form.css';

type ForgotPasswordStep = 'editing' | 'submitting' | 'received' | 'failed';

export interface ForgotPasswordDialogProps {
  readonly config: AccountWidgetConfig;
  readonly onClose: () => void;
  readonly onBackToLogin: () => void;
}

/** Forgot password (docs/account-widget.md §2): after a 200 the title and message become the request-received notice. */
export function ForgotPasswordDialog({ config, onClose, onBackToLogin }: ForgotPasswordDialogProps) {
  const text = useText();
  const [step, setStep] = useState<ForgotPasswordStep>('editing');
  const [email, setEmail] = useState('');
  const [emailLeft, setEmailLeft] = useState(false);
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const backButton = useRef<HTMLButtonElement>(null);
  const received = step === 'received';
  // The form (and the focused button in it) goes away: focus moves to what remains.
  useEffect(() => {
    if (received) backButton.current?.focus();
  }, [received]);
  const emailErrorKey = emailLeft && email !== '' && !isValidEmail(email.trim()) ? 'validation.emailInvalid' : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email.trim()) || step === 'submitting') {
      setEmailLeft(true);
      return;
    }
    setStep('submitting');
    setErrorKey(undefined);
    try {
      await processCdcResponse(await requestPasswordResetMail(fetch, config, email.trim()));
      setStep('received');
    } catch (error) {
      setErrorKey((error instanceof IdentityProviderError && providerErrorMessageKey(error.errorCode)) || 'error.unknown');
      setStep('failed');
    }
  }

  return (
    <Dialog
      open
      size="small"
      title={text(received ? 'forgotPassword.receivedTitle' : 'forgotPassword.title')}
      description={received ? text('forgotPassword.receivedMessage', { email: email.trim() }) : text('forgotPassword.intro')}
      closeLabel={text('dialog.close')}
      onClose={onClose}
    >
      <div className="sf-account-form" data-state={step}>
        {received ? null : (
          <form className="sf-account-form__fields" onSubmit={(event) => void submit(event)} noValidate aria-label={text('forgotPassword.title')}>
            {errorKey ? (
              <Notification tone="error" title={text('error.title')}>
                {text(errorKey)}
              </Notification>
            ) : null}
            <EmailField value={email} onChange={setEmail} onBlur={() => setEmailLeft(true)} errorKey={emailErrorKey} />
            <Button variant="primary" type="submit" fullWidth busy={step === 'submitting'} disabled={email.trim() === ''}>
              {text('forgotPassword.submit')}
            </Button>
          </form>
        )}
        <Button ref={backButton} variant={received ? 'primary' : 'link'} fullWidth={received} onClick={onBackToLogin}>
          {text('forgotPassword.backToLogin')}
        </Button>
      </div>
    </Dialog>
  );
}
