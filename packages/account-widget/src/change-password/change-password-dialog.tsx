import { StatusMessage, useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { DialogForm } from '../form/dialog-form.tsx';
import { OutcomePanel } from '../form/outcome-panel.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';
import { AccountPasswordField } from '../password/account-password-field.tsx';
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
  const dialog = useChangePassword(environment, { homeUrl });
  const { state, goHome, currentPassword, newPasswordFields } = dialog;
  const succeeded = state.step === 'succeeded';

  return (
    <WidgetDialog size="small" title={text('changePassword.title')} onClose={succeeded ? goHome : onClose}>
      {succeeded ? (
        <OutcomePanel
          step={state.step}
          title={text('changePassword.successTitle')}
          actionLabel={text('changePassword.continue')}
          onAction={goHome}
        >
          {text('changePassword.successMessage')}
        </OutcomePanel>
      ) : state.step === 'verifying' ? (
        <StatusMessage>{text('general.loading')}</StatusMessage>
      ) : (
        <DialogForm
          bindings={dialog}
          label={text('changePassword.title')}
          submitLabel={text('changePassword.submit')}
          errorTitle={text('changePassword.errorTitle')}
        >
          <AccountPasswordField
            label={text('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            initialFocus
            value={currentPassword.value}
            onChange={currentPassword.onChange}
          />
          <NewPasswordFields {...newPasswordFields} mismatchTextKey="password.mismatchChange" />
        </DialogForm>
      )}
    </WidgetDialog>
  );
}
