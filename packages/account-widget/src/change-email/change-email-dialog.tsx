import { Button, Notification, StatusMessage, TextField, useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { DialogForm } from '../form/dialog-form.tsx';
import { OutcomePanel } from '../form/outcome-panel.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';
import { useChangeEmail } from './use-change-email.ts';
import '../account-form.css';

export interface ChangeEmailDialogProps extends DialogProps {
  /** After the success panel: the page reloads (docs/account-widget.md §4). */
  readonly reload: () => void;
  readonly onRequested: (newEmail: string) => void;
}

/**
 * Profile details: a new e-mail address, confirmed, then verified from the mailbox; a change that already waits is
 * named, replaced by a new address or cancelled.
 */
export function ChangeEmailDialog({ environment, onClose, reload, onRequested }: ChangeEmailDialogProps) {
  const text = useText();
  const dialog = useChangeEmail(environment, { onRequested });
  const { state, newEmail, confirmEmail, pending } = dialog;
  const requested = state.step === 'requested';
  // The two ends of the dialog: a change requested (the page reloads after it) or a waiting change cancelled.
  const outcome = requested
    ? {
        title: text('changeEmail.successTitle'),
        message: text('changeEmail.pendingMessage', { email: state.newEmail }),
        onAction: reload,
      }
    : state.step === 'cancelled'
      ? { title: text('changeEmail.cancelledTitle'), message: text('changeEmail.cancelledMessage'), onAction: onClose }
      : undefined;

  return (
    <WidgetDialog size="small" title={text('changeEmail.title')} onClose={requested ? reload : onClose}>
      {state.step === 'verifying' ? <StatusMessage>{text('general.loading')}</StatusMessage> : null}
      {outcome ? (
        <OutcomePanel
          key={state.step}
          step={state.step}
          title={outcome.title}
          actionLabel={text('changeEmail.done')}
          onAction={outcome.onAction}
        >
          {outcome.message}
        </OutcomePanel>
      ) : null}
      {state.step === 'editing' ||
      state.step === 'submitting' ||
      state.step === 'cancelling' ||
      state.step === 'failed' ? (
        <DialogForm
          bindings={dialog}
          label={text('changeEmail.title')}
          submitLabel={text('changeEmail.submit')}
          errorTitle={text('changeEmail.errorTitle')}
        >
          {pending ? (
            <div className="sf-account-form__fields">
              <Notification tone="info" title={text('changeEmail.pendingTitle')}>
                {text('changeEmail.pendingChange', { email: pending.email })}
              </Notification>
              <Button
                variant="secondary"
                busy={pending.cancel.busy}
                disabled={pending.cancel.disabled}
                onClick={pending.cancel.onClick}
              >
                {text('changeEmail.cancelPending')}
              </Button>
            </div>
          ) : null}
          <TextField
            label={text('changeEmail.newEmail')}
            type="email"
            name="newEmail"
            autoComplete="email"
            inputMode="email"
            required
            initialFocus
            value={newEmail.value}
            onChange={newEmail.onChange}
            onBlur={newEmail.onBlur}
            error={newEmail.errorKey ? text(newEmail.errorKey) : undefined}
          />
          <TextField
            label={text('changeEmail.confirmEmail')}
            type="email"
            name="confirmEmail"
            autoComplete="email"
            inputMode="email"
            required
            value={confirmEmail.value}
            onChange={confirmEmail.onChange}
            onBlur={confirmEmail.onBlur}
            error={confirmEmail.errorKey ? text(confirmEmail.errorKey) : undefined}
          />
        </DialogForm>
      ) : null}
    </WidgetDialog>
  );
}
