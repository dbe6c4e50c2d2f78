import { useEffect, useState } from 'react';
import { openAccountDialog } from '@shopfront/api/browser';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout, useAccountState } from '@shopfront/site-shell';
import { Button, Notification, useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import { takeNewAccountFlag } from '../verification/new-account-welcome.ts';
import { ConsentOverview } from './consent-overview.tsx';
import { Passkeys } from './passkeys.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';
import { AccountDeletedNotice, AccountDeletion } from './account-deletion.tsx';
import loadDashboardTexts from 'virtual:shopfront-catalogue/dashboard';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadDashboardTexts, loadWidgetCatalogue];

/**
 * The account dashboard: only a signed-in customer (shop and experience sessions valid, the same check and query as
 * the header's) sees it; a visitor who was not signed in is sent to the login page, one whose session ended here is
 * sent home by the header (docs/site-shell.md §4), and a sign-out here leads on by itself (the account menu's goes
 * home; the account deletion's stays to show its notice). A sign-out (or session end) in another tab of the site shows
 * the signed-out state here at once, without a reload, with a way to sign in again.
 */
export function AccountDashboardPage(props: SitePageProps) {
  const { site, accountConfig } = props;
  const text = useText();
  const account = useAccountState(accountConfig, { fullLogoutOnExpiry: props.fullLogoutOnExpiredSession });
  const [isNewAccount, setNewAccount] = useState(false);
  useEffect(() => {
    if (takeNewAccountFlag()) setNewAccount(true);
  }, []);

  // The deletion signs the customer out: the page holds the erasure date to say what happens next.
  const [erasureAt, setErasureAt] = useState<string>();

  useEffect(() => {
    if (account.status === 'anonymous') window.location.replace(sitePath(site, sitePages.login));
  }, [account.status, site]);

  return (
    <PageLayout {...props}>
      <title>{`${text('page.dashboard.title')} | Nordhem`}</title>
      {erasureAt !== undefined ? (
        <>
          <h1>{text('page.dashboard.title')}</h1>
          <AccountDeletedNotice config={accountConfig} erasureAt={erasureAt} />
        </>
      ) : account.status === 'signed-in' ? (
        <>
          <h1>{text('page.dashboard.title')}</h1>
          {isNewAccount ? (
            <Notification tone="success" title={text('account.welcomeMessage')}>
              {text('dashboard.newAccount')}
            </Notification>
          ) : null}
          <p>{text('page.dashboard.intro')}</p>
          <div className="site-actions">
            <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'change-email' })}>
              {text('changeEmail.title')}
            </Button>
            <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'change-password' })}>
              {text('changePassword.title')}
            </Button>
          </div>
          <ConsentOverview config={accountConfig} />
          <Passkeys config={accountConfig} />
          <SignedInDevices config={accountConfig} />
          <AccountDeletion config={accountConfig} onDeleted={setErasureAt} />
        </>
      ) : account.status === 'signed-out-elsewhere' ? (
        <>
          <h1>{text('page.dashboard.title')}</h1>
          <p role="status">{text('page.dashboard.signedOutElsewhere')}</p>
          <Button
            variant="primary"
            onClick={() => openAccountDialog({ dialog: 'login', targetUrl: window.location.href })}
          >
            {text('page.dashboard.signInAgain')}
          </Button>
        </>
      ) : account.status === 'signed-out' ? (
        <h1>{text('page.dashboard.title')}</h1>
      ) : account.status === 'unavailable' ? (
        <p role="alert">{text('error.loadFailed')}</p>
      ) : (
        <p role="status">{text('page.dashboard.checking')}</p>
      )}
    </PageLayout>
  );
}
