import { useState } from 'react';
import { type AccountWidgetConfig } from '@shopfront/api';
import { logout, rememberSignOut } from '@shopfront/api/browser';
import { type Site, sitePages, sitePath } from '@shopfront/i18n';
import { Button, useText } from '@shopfront/ui';
import { isAccountOrCartPath } from '../account/account-paths.ts';
import type { AccountState } from '../account/use-account-state.ts';

export interface AccountMenuProps {
  readonly site: Site;
  readonly config: AccountWidgetConfig;
  readonly pagePath: string;
  readonly account: AccountState;
  readonly onSignIn: () => void;
}

const accountLinks = [
  ['menu_dashboard', sitePages.dashboard],
  ['menu_wishlist', '/e/account/wishlist'],
  ['menu_appliances', '/e/account/appliances'],
  ['menu_transactions', '/e/account/transactions'],
  ['menu_profile', '/e/account/profile'],
] as const;

/** The overlay's account menu (docs/site-shell.md §2): sign in and create account, or the customer's pages and sign out. */
export function AccountMenu({ site, config, pagePath, account, onSignIn }: AccountMenuProps) {
  const text = useText();
  const [signOutStep, setSignOutStep] = useState<'idle' | 'signing-out' | 'failed'>('idle');

  async function signOut() {
    setSignOutStep('signing-out');
    // A service that could not be reached keeps its session: saying so beats a reload that looks signed out.
    if ((await logout(fetch, config)) === 'incomplete') {
      setSignOutStep('failed');
      return;
    }
    rememberSignOut();
    // docs/site-shell.md §4: from an account or cart page home, anywhere else the same page again.
    if (isAccountOrCartPath(pagePath)) window.location.assign(sitePath(site, sitePages.home));
    else window.location.reload();
  }

  const callError =
    signOutStep === 'failed'
      ? 'account.signOutFailed'
      : account.status === 'unavailable'
        ? 'account.unavailable'
        : undefined;
  const callErrorAlert = callError ? (
    <p role="alert" className="sf-account-menu__error">
      {text(callError)}
    </p>
  ) : null;
  if (account.status !== 'signed-in') {
    return (
      <div className="sf-account-menu">
        <p className="sf-account-menu__welcome">{text('account.welcomeMessage')}</p>
        {callErrorAlert}
        {/* The widget loads the login dialog's code when the menu opens on this button (docs/events.md "Intent"). */}
        <div data-shopfront-dialog="login">
          <Button variant="primary" fullWidth busy={account.status === 'checking'} onClick={onSignIn}>
            {text('account.signIn')}
          </Button>
        </div>
        <a className="sf-account-menu__create" href={`${sitePath(site, sitePages.login)}?register=true`}>
          {text('account.createAccount')}
        </a>
      </div>
    );
  }
  return (
    <div className="sf-account-menu">
      <p className="sf-account-menu__welcome">
        {text('account.welcomePersonalised', { firstName: account.firstName, lastName: account.lastName })}
      </p>
      {callErrorAlert}
      <ul className="sf-account-menu__links">
        {accountLinks.map(([key, path]) => (
          <li key={key}>
            <a href={sitePath(site, path)}>{text(`account.${key}`)}</a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" fullWidth busy={signOutStep === 'signing-out'} onClick={() => void signOut()}>
        {text('account.signOut')}
      </Button>
    </div>
  );
}
