import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import { Button, Dialog, PasswordField, useText } from '@shopfront/ui';
import { type AccountDeletionProblem, isDeletionConfirmationOpen } from './account-deletion-state.ts';
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
  const erasureDate = new Intl.DateTimeFormat(config.locale, { dateStyle: 'long' }).format(new Date(erasureAt));
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

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
      <Dialog
        open={isDeletionConfirmationOpen(state)}
        onClose={cancel}
        size="small"
        title={text('dashboard.deletion.confirmTitle')}
        description={text(offersPasskey ? 'dashboard.deletion.confirmTextPasskey' : 'dashboard.deletion.confirmText')}
        closeLabel={text('dialog.close')}
      >
        <form onSubmit={onSubmit} noValidate>
          {state.step === 'refused' ? <p role="alert">{text(problemTexts[state.problem])}</p> : null}
          <PasswordField
            label={text('password.current')}
            name="password"
            autoComplete="current-password"
            showLabel={text('login.showPassword')}
            required
            initialFocus
            value={password.value}
            onChange={password.onChange}
          />
          <div className="site-actions">
            <Button
              type="submit"
              variant="primary"
              busy={deletingWith === 'password'}
              disabled={password.value === '' || deletingWith === 'passkey'}
            >
              {text('dashboard.deletion.submit')}
            </Button>
            {offersPasskey ? (
              <Button
                variant="secondary"
                busy={deletingWith === 'passkey'}
                disabled={deletingWith === 'password'}
                onClick={confirmWithPasskey}
              >
                {text('dashboard.deletion.passkey')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={cancel}>
              {text('dashboard.deletion.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
