import { ResetPasswordForm, useResetTokenFromLocation } from '@shopfront/account-widget';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadWidgetCatalogue];

const pageFetch: typeof fetch = (input, init) => fetch(input, init);

/** /e/newpassword and /login/newpassword: the page the reset e-mail links to. */
export function ResetPasswordPage(props: SitePageProps) {
  const text = useText();
  const token = useResetTokenFromLocation(props.searchParams);
  return (
    <PageLayout {...props}>
      <title>{`${text('resetPassword.title')} | Nordhem`}</title>
      <div className="site-narrow">
        <h1>{text('resetPassword.title')}</h1>
        <ResetPasswordForm
          config={props.accountConfig}
          fetch={pageFetch}
          token={token}
          loginHref={sitePath(props.site, sitePages.login)}
          headingLevel={2}
        />
      </div>
    </PageLayout>
  );
}
