import { openAccountDialog } from '@shopfront/api/browser';
import { useAccountState } from '@shopfront/site-shell';
import { Button, StatusMessage, useText } from '@shopfront/ui';
import type { ShopPageProps } from '../shop-page.tsx';

/** The shop's account area: the customer's name and the widget's account dialogs, opened through the page-wide bus. */
export function AccountPage({ accountConfig }: ShopPageProps) {
  const text = useText();
  const account = useAccountState(accountConfig);
  return (
    <>
      <title>{`${text('account.menu_dashboard')} | Nordhem`}</title>
      <h1>{text('account.menu_dashboard')}</h1>
      {account.status === 'signed-in' ? (
        <>
          <p>{text('account.welcomePersonalised', { firstName: account.firstName, lastName: account.lastName })}</p>
          <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'change-password' })}>
            {text('changePassword.title')}
          </Button>
          <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'newsletter-consent' })}>
            {text('marketing.title')}
          </Button>
        </>
      ) : account.status === 'checking' ? (
        <StatusMessage>{text('general.loading')}</StatusMessage>
      ) : (
        <Button variant="primary" onClick={() => openAccountDialog({ dialog: 'login' })}>
          {text('login.title')}
        </Button>
      )}
    </>
  );
}
