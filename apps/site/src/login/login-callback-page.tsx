import { useEffect, useState } from 'react';
import {
  type AuthorizationCallbackOutcome,
  browserLoginDependencies,
  completeAuthorization,
} from '@shopfront/account-widget';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { Notification, StatusMessage, useText } from '@shopfront/ui';
import { layoutModeOf } from '../layout-mode.ts';
import type { SitePageProps } from '../site-page-props.ts';
import loadLoginTexts from 'virtual:shopfront-catalogue/login';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadLoginTexts, loadWidgetCatalogue];

/** /login/auth: exchanges the authorization code, creates the server session and goes on to the target. */
export function LoginCallbackPage(props: SitePageProps) {
  const text = useText();
  const { accountConfig, site } = props;
  const [outcome, setOutcome] = useState<AuthorizationCallbackOutcome | undefined>();

  useEffect(() => {
    let active = true;
    const callbackUrl = new URL(window.location.href);
    completeAuthorization(browserLoginDependencies(accountConfig), callbackUrl).then(
      (result) => {
        if (!active) return;
        if (result.kind === 'login-required') window.location.replace(sitePath(site, sitePages.login));
        setOutcome(result);
      },
      () => active && setOutcome({ kind: 'failed', messageKey: 'error.unknown' }),
    );
    return () => {
      active = false;
    };
  }, [accountConfig, site]);

  return (
    // Logo only: the header must not check the session while this page is still creating it.
    <PageLayout {...props} {...layoutModeOf('loginCallback', props.searchParams)}>
      <title>{`${text('callback.title')} | Nordhem`}</title>
      <h1>{text('callback.title')}</h1>
      {outcome?.kind === 'failed' ? (
        <>
          <Notification tone="error" title={text('callback.failedTitle')}>
            {text(outcome.messageKey)}
          </Notification>
          <p>
            <a href={sitePath(site, sitePages.login)}>{text('callback.retry')}</a>
          </p>
        </>
      ) : (
        <StatusMessage>{text('login.wait')}</StatusMessage>
      )}
    </PageLayout>
  );
}
