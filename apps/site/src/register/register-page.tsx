import { RegistrationForm } from '@shopfront/account-widget';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import { legalLinksOf } from '../host/legal-links.ts';
import type { SitePageProps } from '../site-page-props.ts';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadWidgetCatalogue];

const pageFetch: typeof fetch = (input, init) => fetch(input, init);

/** /register and /registration (and /login?register=true): a new account, verified from the mailbox. */
export function RegisterPage(props: SitePageProps) {
  const text = useText();
  const { privacyHref, termsHref } = legalLinksOf(props.site);
  return (
    <PageLayout {...props}>
      <title>{`${text('register.title')} | Nordhem`}</title>
      <div className="site-narrow">
        <h1>{text('register.title')}</h1>
        <RegistrationForm
          config={props.accountConfig}
          fetch={pageFetch}
          privacyHref={privacyHref}
          termsHref={termsHref}
          loginHref={sitePath(props.site, sitePages.login)}
        />
      </div>
    </PageLayout>
  );
}
