import { useEffect, useState } from 'react';
import { browserLoginDependencies, openVerificationLink } from '@shopfront/account-widget';
import { saveRedirectTarget } from '@shopfront/api/browser';
import { sitePages, sitePath } from '@shopfront/i18n';
import { Notification, StatusMessage, useText } from '@shopfront/ui';
import type { ShopPageProps } from '../shop-page.tsx';

type Outcome = 'verifying' | 'email-changed' | 'invalid';

/**
 * /<site>/e/verify-email, where the verification e-mail links to: a new account is activated and signed in through
 * the normal login flow, landing on the account page; a changed address is confirmed here.
 */
export function VerifyEmailPage({ site, accountConfig }: ShopPageProps) {
  const text = useText();
  const [outcome, setOutcome] = useState<Outcome>('verifying');
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    const accountPage = new URL(sitePath(site, sitePages.dashboard), window.location.origin).href;
    saveRedirectTarget(accountPage, { currentUrl: window.location.href, productDomain: accountConfig.domain });
    openVerificationLink(browserLoginDependencies(accountConfig), token).then(
      (result) => result.kind === 'email-changed' && setOutcome('email-changed'),
      () => setOutcome('invalid'),
    );
  }, [site, accountConfig]);
  return (
    <>
      <title>{`${text('register.title')} | Nordhem`}</title>
      <h1>{text('register.title')}</h1>
      {outcome === 'verifying' ? (
        <StatusMessage>{text('login.wait')}</StatusMessage>
      ) : outcome === 'invalid' ? (
        <Notification tone="error" title={text('error.unknown')} />
      ) : (
        <Notification tone="success" title={text('changeEmail.title')} />
      )}
    </>
  );
}
