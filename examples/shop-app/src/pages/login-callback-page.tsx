import { useEffect, useState } from 'react';
import {
  type AuthorizationCallbackOutcome,
  browserLoginDependencies,
  completeAuthorization,
} from '@shopfront/account-widget';
import { openAccountDialog } from '@shopfront/api/browser';
import { Notification, StatusMessage, useText } from '@shopfront/ui';
import type { ShopPageProps } from '../shop-page.tsx';

/** /<site>/login/auth, where the OAuth login comes back: exchanges the code, creates the sessions, goes on. */
export function LoginCallbackPage({ accountConfig }: ShopPageProps) {
  const text = useText();
  const [outcome, setOutcome] = useState<AuthorizationCallbackOutcome | undefined>();
  useEffect(() => {
    let active = true;
    completeAuthorization(browserLoginDependencies(accountConfig), new URL(window.location.href)).then(
      (result) => active && setOutcome(result),
      () => active && setOutcome({ kind: 'failed', messageKey: 'error.unknown' }),
    );
    return () => {
      active = false;
    };
  }, [accountConfig]);
  useEffect(() => {
    if (outcome?.kind === 'login-required') openAccountDialog({ dialog: 'login' });
  }, [outcome]);
  return (
    <>
      <title>{`${text('login.title')} | Nordhem`}</title>
      <h1>{text('login.title')}</h1>
      {outcome?.kind === 'failed' ? (
        <Notification tone="error" title={text('error.unknown')}>
          {text(outcome.messageKey)}
        </Notification>
      ) : (
        <StatusMessage>{text('login.wait')}</StatusMessage>
      )}
    </>
  );
}
