import { useEffect } from 'react';
import { consumeRedirectTarget, openAccountDialog, saveRedirectTarget } from '@shopfront/api/browser';
import { LoginForm, browserLoginDependencies } from '@shopfront/account-widget';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout, useAccountState } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import { legalLinksOf } from '../host/legal-links.ts';
import { RegisterPage } from '../register/register-page.tsx';
import type { SitePageProps } from '../site-page-props.ts';
import loadLoginTexts from 'virtual:shopfront-catalogue/login';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadLoginTexts, loadWidgetCatalogue];

/** docs/account-widget.md §4: the target comes from the target_url parameter, else the referrer; it is saved only when safe. */
function rememberRedirectTarget(productDomain: string): void {
  const context = { currentUrl: window.location.href, productDomain };
  const fromParameter = new URL(window.location.href).searchParams.get('target_url');
  if (fromParameter !== null) saveRedirectTarget(fromParameter, context);
  else if (document.referrer) saveRedirectTarget(document.referrer, context);
}

export function LoginPage(props: SitePageProps) {
  const text = useText();
  const { accountConfig, site } = props;
  useEffect(() => rememberRedirectTarget(accountConfig.domain), [accountConfig.domain]);
  // Someone already signed in has nothing to do here: on to where they were going, or their account.
  // The header's check, shared: the same query and the same host option.
  const account = useAccountState(accountConfig, { fullLogoutOnExpiry: props.fullLogoutOnExpiredSession });
  useEffect(() => {
    if (account.status !== 'signed-in') return;
    const target = consumeRedirectTarget({ currentUrl: window.location.href, productDomain: accountConfig.domain });
    window.location.replace(target ?? new URL(sitePath(site, sitePages.dashboard), window.location.origin).href);
  }, [account.status, accountConfig.domain, site]);
  // site-shell.md §2: /login?register=true is the login page in registration mode.
  if (props.searchParams.get('register') === 'true') return <RegisterPage {...props} />;
  return (
    <PageLayout {...props}>
      <title>{`${text('page.login.title')} | Nordhem`}</title>
      <div className="site-narrow">
        <h1>{text('page.login.title')}</h1>
        <p>{text('page.login.intro')}</p>
        <LoginForm
          dependencies={browserLoginDependencies(accountConfig)}
          sectionHeadingLevel={2}
          onForgotPassword={() => openAccountDialog({ dialog: 'forgot-password' })}
          {...legalLinksOf(site)}
        />
      </div>
    </PageLayout>
  );
}
