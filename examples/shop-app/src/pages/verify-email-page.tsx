import { useEffect, useState } from 'react';
import { browserLoginDependencies, openVerificationLink } from '@shopfront/account-widget';
import { saveRedirectTarget } from '@shopfront/api/browser';
import { sitePages, sitePath } from '@shopfront/i18n';
import { Button, Notification, StatusMessage, useText } from '@shopfront/ui';
import type { ShopPageProps } from '../shop-page.tsx';

type Outcome = 'ready' | 'verifying' | 'email-changed' | 'invalid';

/**
 * /<site>/e/verify-email, where the verification e-mail links to. Nothing happens until the visitor confirms: a mail
 * scanner that opens the link does not use it up. A new account is then activated and signed in through the normal
 * login flow, landing on the account page; a changed address is confirmed here.
 */
export function VerifyEmailPage({ site, accountConfig }: ShopPageProps) {
  const text = useText();
  // Read once, then taken out of the address bar, as the reset page's useResetTokenFromLocation does with its token.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [outcome, setOutcome] = useState<Outcome>('ready');
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.href);
  }, []);
  function verify() {
    setOutcome('verifying');
    const accountPage = new URL(sitePath(site, sitePages.dashboard), window.location.origin).href;
    saveRedirectTarget(accountPage, { currentUrl: window.location.href, productDomain: accountConfig.domain });
    openVerificationLink(browserLoginDependencies(accountConfig), token).then(
      (result) => result.kind === 'email-changed' && setOutcome('email-changed'),
      () => setOutcome('invalid'),
    );
  }
  return (
    <>
      <title>Confirm your e-mail address | Nordhem</title>
      <h1>Confirm your e-mail address</h1>
      {outcome === 'ready' ? (
        <Button variant="primary" onClick={verify}>
          Confirm e-mail address
        </Button>
      ) : outcome === 'verifying' ? (
        <StatusMessage>{text('login.wait')}</StatusMessage>
      ) : outcome === 'invalid' ? (
        <Notification tone="error" title={text('error.unknown')} />
      ) : (
        <Notification tone="success" title={text('changeEmail.title')} />
      )}
    </>
  );
}
