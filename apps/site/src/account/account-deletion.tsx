import { useEffect, useId, useRef } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import { Button, useText } from '@shopfront/ui';
import { type AccountDeletionProblem, isDeletionConfirmationOpen } from './account-deletion-state.ts';
import { formatDate } from './intl-text.tsx';
import { PasswordConfirmationDialog } from './password-confirmation-dialog.tsx';
import { useAccountDeletion } from './use-account-deletion.ts';

const problemTexts = {
  'wrong-password': 'dashboard.deletion.wrongPassword',
  'passkey-failed': 'dashboard.deletion.passkeyFailed',
  'passkey-unsupported': 'error.passkeyUnsupported',
  'rate-limited': 'dashboard.deletion.rateLimited',
  failed: 'dashboard.deletion.failed',
} as const satisfies Record<AccountDeletionProblem, string>;

/**
 * What replaces the dashboard once the account is deleted: signed out, the erasure date, and how to keep the account
 * until then. The dialog's opener is gone, so focus goes to its heading.
 */
export function AccountDeletedNotice({
  config,
  erasureAt,
}: {
  readonly config: AccountWidgetConfig;
  readonly erasureAt: string;
}) {
  const text = useText();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const erasureDate = formatDate(config.locale, 'date', erasureAt);
  return (
    <section className="site-deletion" aria-labelledby={titleId} data-state="deleted">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {text('dashboard.deletion.doneTitle')}
      </h2>
      <p role="status">{text('dashboard.deletion.done', { date: erasureDate })}</p>
      <p>
        <a href={`${config.sitePathPrefix}/`}>{text('dashboard.deletion.homeLink')}</a>
      </p>
    </section>
  );
}

/**
 * The dashboard's "Delete account" (docs/decisions/023-account-deletion.md): what is deleted and what the law keeps,
 * a confirmation with the password or, for an account with passkeys, with one of them, then `onDeleted` with the
 * erasure date, as the customer is signed out: the page replaces the dashboard with `AccountDeletedNotice`.
 */
export function AccountDeletion({
  config,
  onDeleted,
}: {
  readonly config: AccountWidgetConfig;
  readonly onDeleted: (erasureAt: string) => void;
}) {
  const text = useText();
  const titleId = useId();
  const { state, password, offersPasskey, open, cancel, submit, confirmWithPasskey } = useAccountDeletion(
    config,
    onDeleted,
  );
  const deletingWith = state.step === 'deleting' ? state.method : undefined;

  return (
    <section className="site-deletion" aria-labelledby={titleId} data-state={state.step}>
      <h2 id={titleId}>{text('dashboard.deletion.title')}</h2>
      <p>{text('dashboard.deletion.intro')}</p>
      <p>{text('dashboard.deletion.deleted')}</p>
      <p>{text('dashboard.deletion.kept')}</p>
      <div className="site-actions">
        <Button variant="secondary" onClick={open}>
          {text('dashboard.deletion.open')}
        </Button>
      </div>
      <PasswordConfirmationDialog
        open={isDeletionConfirmationOpen(state)}
        onCancel={cancel}
        onSubmit={submit}
        title={text('dashboard.deletion.confirmTitle')}
        description={text(offersPasskey ? 'dashboard.deletion.confirmTextPasskey' : 'dashboard.deletion.confirmText')}
        passwordLabel={text('password.current')}
        password={password.value}
        onPasswordChange={password.onChange}
        submitLabel={text('dashboard.deletion.submit')}
        submitBusy={deletingWith === 'password'}
        submitDisabled={password.value === '' || deletingWith === 'passkey'}
        cancelLabel={text('dashboard.deletion.cancel')}
        problem={state.step === 'refused' ? text(problemTexts[state.problem]) : undefined}
        otherConfirmations={
          offersPasskey ? (
            <Button
              variant="secondary"
              busy={deletingWith === 'passkey'}
              disabled={deletingWith === 'password'}
              onClick={confirmWithPasskey}
            >
              {text('dashboard.deletion.passkey')}
            </Button>
          ) : null
        }
      />
    </section>
  );
}
