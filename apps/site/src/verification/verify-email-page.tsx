import { openVerificationLink, browserLoginDependencies } from '@shopfront/account-widget';
import { saveRedirectTarget } from '@shopfront/api/browser';
import { sitePages, sitePath } from '@shopfront/i18n';
import { OneClickLinkPage, type OneClickOutcome, oneClickTexts } from '../newsletter/one-click-link-page.tsx';
import type { SitePageProps } from '../site-page-props.ts';
import { newAccountFlag } from './new-account-welcome.ts';
import loadVerificationTexts from 'virtual:shopfront-catalogue/verification';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadVerificationTexts, loadWidgetCatalogue];

const linkParameters = ['token'] as const;
const texts = oneClickTexts('verify', { doneTitle: 'verify.emailChangedTitle', done: 'verify.emailChanged' });

/**
 * /e/verify-email: the link mailed to verify a registration (the account is activated and the visitor signed in
 * through the normal flow, landing on the dashboard with a welcome) or a new address (the login changes).
 */
export function VerifyEmailPage(props: SitePageProps) {
  async function verify(link: Readonly<Record<string, string>>): Promise<OneClickOutcome> {
    const dependencies = browserLoginDependencies(props.accountConfig);
    const dashboard = new URL(sitePath(props.site, sitePages.dashboard), window.location.origin).href;
    saveRedirectTarget(dashboard, { currentUrl: window.location.href, productDomain: props.accountConfig.domain });
    // Set before the sign-in leaves the page; taken back when the link turns out to be something else.
    sessionStorage.setItem(newAccountFlag, 'true');
    try {
      const outcome = await openVerificationLink(dependencies, link.token ?? '');
      if (outcome.kind === 'redirecting') return 'leaving';
      sessionStorage.removeItem(newAccountFlag);
      return 'done';
    } catch {
      sessionStorage.removeItem(newAccountFlag);
      return 'invalid';
    }
  }
  return <OneClickLinkPage {...props} linkParameters={linkParameters} texts={texts} act={verify} />;
}
