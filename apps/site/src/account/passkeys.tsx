import { useId } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import { Button, useText } from '@shopfront/ui';
import { PasswordConfirmationDialog } from './password-confirmation-dialog.tsx';
import { DateMessage } from './intl-text.tsx';
import { isRemovalDialogOpen } from './passkeys-state.ts';
import { usePasskeys } from './use-passkeys.ts';

/**
 * The dashboard's "Passkeys": the account's passkeys (named after the device that made them, when added and last
 * used), one more added with the browser's prompt, one removed after the password is entered again (a stolen session
 * alone cannot take the owner's passkeys away).
 */
export function Passkeys({ config }: { readonly config: AccountWidgetConfig }) {
  const text = useText();
  const titleId = useId();
  const { list, change, add, askRemoval, setPassword, confirmRemoval, cancel } = usePasskeys(config);
  const removal = change.step === 'confirming-removal' || change.step === 'removing' ? change : undefined;

  return (
    <section className="site-passkeys" aria-labelledby={titleId} data-state={change.step}>
      <h2 id={titleId}>{text('dashboard.passkeys.title')}</h2>
      <p>{text('dashboard.passkeys.intro')}</p>
      {list.status === 'pending' ? <p role="status">{text('general.loading')}</p> : null}
      {list.status === 'error' ? <p role="alert">{text('error.loadFailed')}</p> : null}
      <p role="status">
        {change.step === 'added'
          ? text('dashboard.passkeys.added', { device: change.deviceName })
          : change.step === 'removed'
            ? text('dashboard.passkeys.removed', { device: change.deviceName })
            : null}
      </p>
      <p role="alert">{change.step === 'add-failed' ? text(change.messageKey) : null}</p>
      {list.passkeys.length > 0 ? (
        <ul className="site-passkeys__list">
          {list.passkeys.map((passkey) => (
            <li key={passkey.credentialId} className="site-passkeys__item">
              <p>
                <strong>{passkey.deviceName}</strong>
              </p>
              <p>
                <DateMessage messageKey="dashboard.passkeys.created" at={passkey.createdAt} style="date-time" />
                <br />
                {passkey.lastUsedAt ? (
                  <DateMessage messageKey="dashboard.passkeys.lastUsed" at={passkey.lastUsedAt} style="date-time" />
                ) : (
                  text('dashboard.passkeys.neverUsed')
                )}
              </p>
              <Button
                variant="secondary"
                onClick={() => askRemoval({ credentialId: passkey.credentialId, deviceName: passkey.deviceName })}
              >
                <span aria-hidden="true">{text('dashboard.passkeys.remove')}</span>
                <span className="sf-visually-hidden">
                  {text('dashboard.passkeys.removeNamed', { device: passkey.deviceName })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.status === 'success' && list.passkeys.length === 0 ? <p>{text('dashboard.passkeys.none')}</p> : null}
      <div className="site-actions">
        <Button variant="secondary" busy={change.step === 'adding'} onClick={add}>
          {text('dashboard.passkeys.add')}
        </Button>
      </div>
      <PasswordConfirmationDialog
        open={isRemovalDialogOpen(change)}
        onCancel={cancel}
        onSubmit={confirmRemoval}
        title={text('dashboard.passkeys.confirmTitle', { device: removal?.target.deviceName ?? '' })}
        description={text('dashboard.passkeys.confirmText')}
        passwordLabel={text('login.password')}
        password={removal?.password ?? ''}
        onPasswordChange={setPassword}
        submitLabel={text('dashboard.passkeys.remove')}
        submitBusy={change.step === 'removing'}
        submitDisabled={!removal?.password}
        cancelLabel={text('dashboard.passkeys.cancel')}
        problem={
          removal?.step === 'confirming-removal' && removal.errorMessageKey ? text(removal.errorMessageKey) : undefined
        }
      />
    </section>
  );
}
