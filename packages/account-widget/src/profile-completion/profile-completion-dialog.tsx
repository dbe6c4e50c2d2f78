import type { RequiredDocumentId } from '@shopfront/core';
import { useText } from '@shopfront/ui';
import type { DialogProps } from '../environment/dialog-environment.ts';
import { CallErrorNotification } from '../form/call-error-notification.tsx';
import { DialogForm } from '../form/dialog-form.tsx';
import { DocumentConsents } from '../form/document-consents.tsx';
import { WidgetDialog } from '../form/widget-dialog.tsx';
import { useProfileCompletion } from './use-profile-completion.ts';
import '../account-form.css';

export interface ProfileCompletionDialogProps extends DialogProps {
  readonly onSaved: (documents: readonly RequiredDocumentId[]) => void;
}

/** Profile completion for a signed-in customer whose accepted documents are out of date (the `consent` event). */
export function ProfileCompletionDialog({ environment, onClose, onSaved }: ProfileCompletionDialogProps) {
  const text = useText();
  const { links } = environment;
  const dialog = useProfileCompletion(environment, {
    onNothingMissing: onClose,
    onSaved: (documents) => {
      onSaved(documents);
      onClose();
    },
  });
  const { state, checkbox } = dialog;
  // Nothing is shown until it is known that something is missing: the dialog opens only then.
  if (state.step === 'checking' || state.step === 'nothing-missing' || state.step === 'saved') return null;

  return (
    <WidgetDialog size="small" title={text('consent.title')} description={text('consent.intro')} onClose={onClose}>
      {state.step === 'check-failed' ? (
        <CallErrorNotification error={state.error} />
      ) : (
        <DialogForm bindings={dialog} label={text('consent.title')} submitLabel={text('consent.continue')}>
          {state.step === 'failed' ? <CallErrorNotification error={state.error} /> : null}
          <DocumentConsents consentIds={state.missing} links={links} checkbox={checkbox} />
        </DialogForm>
      )}
    </WidgetDialog>
  );
}
