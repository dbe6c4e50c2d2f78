import { ResetPasswordForm } from '@shopfront/account-widget';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';

/** /e/newpassword and /login/newpassword: the page the reset e-mail links to. */
export function ResetPasswordPage(props: SitePageProps) {
  const text = useText();
  const token = new URL(window.location.href).searchParams.get('pwrt') ?? undefined;
  return (
    <PageLayout {...props}>
      <title>{`${text('resetPassword.title')} | Nordhem`}</title>
      <div className="site-narrow">
        <h1>{text('resetPassword.title')}</h1>
        <ResetPasswordForm config={props.accountConfig} token={token} loginHref={sitePath(props.site, sitePages.login)} headingLevel={2} />
      </div>
    </PageLayout>
  );
}
