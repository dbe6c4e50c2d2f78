import type { ReactNode } from 'react';
import { Button, Dialog, PasswordField, useText } from '@shopfront/ui';

/**
 * The dashboard's re-authentication before a change a stolen session alone must not make (removing a passkey, deleting
 * the account): a small dialog asking for the password, its refusal shown above the field, the password kept.
 * `otherConfirmations` go between the submit and the cancel button (e.g. confirming with a passkey instead).
 */
export function PasswordConfirmationDialog({
  open,
  onCancel,
  onSubmit,
  title,
  description,
  passwordLabel,
  password,
  onPasswordChange,
  submitLabel,
  submitBusy,
  submitDisabled,
  cancelLabel,
  problem,
  otherConfirmations,
}: {
  readonly open: boolean;
  readonly onCancel: () => void;
  readonly onSubmit: () => void;
  readonly title: string;
  readonly description: string;
  readonly passwordLabel: string;
  readonly password: string;
  readonly onPasswordChange: (password: string) => void;
  readonly submitLabel: string;
  readonly submitBusy: boolean;
  readonly submitDisabled: boolean;
  readonly cancelLabel: string;
  /** Why the last confirmation was refused, already in the page's language. */
  readonly problem: string | undefined;
  readonly otherConfirmations?: ReactNode;
}) {
  const text = useText();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      size="small"
      title={title}
      description={description}
      closeLabel={text('dialog.close')}
    >
      <form
        className="site-password-confirmation"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {problem === undefined ? null : <p role="alert">{problem}</p>}
        <PasswordField
          label={passwordLabel}
          name="password"
          autoComplete="current-password"
          showLabel={text('login.showPassword')}
          required
          initialFocus
          value={password}
          onChange={onPasswordChange}
        />
        <div className="site-actions">
          <Button type="submit" variant="primary" busy={submitBusy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
          {otherConfirmations}
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
