import { useId } from 'react';
import { Button, Notification, useText } from '@shopfront/ui';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import { ErrorNotification } from '../form/call-error-notification.tsx';
import { PostedForm } from '../form/posted-form.tsx';
import { NewPasswordFields } from '../password/new-password-fields.tsx';
import { useResetPassword } from './use-reset-password.ts';
import '../account-form.css';

/** The page's part of the environment: its configuration and fetch. */
export interface ResetPasswordFormProps extends Pick<DialogEnvironment, 'config' | 'fetch'> {
  /** The token from the e-mailed link (`pwrt`); undefined when the page was opened without one. */
  readonly token: string | undefined;
  readonly loginHref: string;
  readonly headingLevel: 2 | 3;
}

/** Set a new password from the reset link (docs/account-widget.md §2, §4). */
export function ResetPasswordForm({ token, ...props }: ResetPasswordFormProps) {
  if (!token) {
    return <ErrorNotification messageKey="resetPassword.missingToken" />;
  }
  return <ResetPasswordWithToken {...props} token={token} />;
}

function ResetPasswordWithToken({
  config,
  fetch,
  token,
  loginHref,
  headingLevel,
}: Omit<ResetPasswordFormProps, 'token'> & { readonly token: string }) {
  const text = useText();
  const subtitleId = useId();
  const { state, newPasswordFields, form, submit } = useResetPassword({ fetch, config }, { token });
  const Subtitle = headingLevel === 2 ? 'h2' : 'h3';

  if (state.step === 'succeeded') {
    return (
      <div className="sf-account-form" data-state={state.step}>
        <Notification tone="success" title={text('resetPassword.successTitle')}>
          {text('resetPassword.successMessage')}
        </Notification>
        <a href={loginHref}>{text('resetPassword.login')}</a>
      </div>
    );
  }

  return (
    <PostedForm className="sf-account-form" data-state={state.step} form={form} aria-labelledby={subtitleId}>
      <Subtitle id={subtitleId} className="sf-account-form__subtitle">
        {text('resetPassword.subtitle')}
      </Subtitle>
      {state.step === 'failed' ? <ErrorNotification messageKey={state.errorKey} /> : null}
      <NewPasswordFields {...newPasswordFields} mismatchTextKey="password.mismatchReset" initialFocus />
      <Button variant="primary" type="submit" fullWidth busy={submit.busy} disabled={submit.disabled}>
        {text('resetPassword.submit')}
      </Button>
    </PostedForm>
  );
}
