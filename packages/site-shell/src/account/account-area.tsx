import { useState } from 'react';
import { type AccountWidgetConfig, logout, openAccountDialog } from '@shopfront/api';
import { type Site, sitePages, sitePath } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import { isAccountOrCartPath } from './account-paths.ts';
import { useAccountState } from './use-account-state.ts';
import './account-area.css';

export interface AccountAreaProps {
  readonly site: Site;
  readonly config: AccountWidgetConfig;
  /** The current path inside the site, e.g. `/e/account/dashboard`. */
  readonly pagePath: string;
}

/** The header's account entry: sign in for visitors; greeting, account link and sign out for customers. */
export function AccountArea({ site, config, pagePath }: AccountAreaProps) {
  const text = useText();
  const account = useAccountState(config);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await logout(fetch, config);
    if (isAccountOrCartPath(pagePath)) window.location.assign(sitePath(site, sitePages.home));
    else window.location.reload();
  }

  if (account.status !== 'signed-in') {
    return (
      <button
        type="button"
        className="sf-account-area__button"
        aria-busy={account.status === 'checking'}
        onClick={() => openAccountDialog({ dialog: 'login' })}
      >
        {text('account.signIn')}
      </button>
    );
  }
  return (
    <div className="sf-account-area">
      <span className="sf-account-area__welcome">
        {text('account.welcomePersonalised', { firstName: account.firstName, lastName: account.lastName })}
      </span>
      <a className="sf-account-area__link" href={sitePath(site, sitePages.dashboard)}>
        {text('account.menu_dashboard')}
      </a>
      <button type="button" className="sf-account-area__button" aria-busy={signingOut} onClick={() => void signOut()}>
        {text('account.signOut')}
      </button>
    </div>
  );
}
