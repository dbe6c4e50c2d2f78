import type { ReactNode } from 'react';
import { Button, Notification, useText } from '@shopfront/ui';
import type { DialogFormBindings } from './form-bindings.ts';

/** A dialog's state as its form reads it: the step, and on a failure the catalogue key of its message. */
interface DialogFormState {
  readonly step: string;
  readonly errorKey?: string;
}

export interface DialogFormProps {
  /** The dialog hook's state, form and submit bindings. */
  readonly bindings: DialogFormBindings<DialogFormState>;
  /** The form's accessible name: its dialog's title. */
  readonly label: string;
  readonly submitLabel: string;
  /** The title of the notice shown above the fields in the failed step, for a dialog whose failure is a catalogue key. */
  readonly errorTitle?: string;
  readonly children: ReactNode;
}

/** A session dialog's form: the failure notice, the fields, then the primary submit button. */
export function DialogForm({
  bindings: { state, form, submit },
  label,
  submitLabel,
  errorTitle,
  children,
}: DialogFormProps) {
  const text = useText();
  return (
    <form className="sf-account-form" data-state={state.step} onSubmit={form.onSubmit} noValidate aria-label={label}>
      {state.step === 'failed' && errorTitle !== undefined && state.errorKey !== undefined ? (
        <Notification tone="error" title={errorTitle}>
          {text(state.errorKey)}
        </Notification>
      ) : null}
      {children}
      <Button variant="primary" type="submit" fullWidth busy={submit.busy} disabled={submit.disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
