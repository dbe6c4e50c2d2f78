import type { AccountWidgetConfig } from '@shopfront/api';
import { type Site, pageOf } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { AccountPage } from './pages/account-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { LoginCallbackPage } from './pages/login-callback-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { ProductListPage } from './pages/product-list-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { VerifyEmailPage } from './pages/verify-email-page.tsx';

export interface ShopPageProps {
  readonly site: Site;
  readonly pagePath: string;
  readonly accountConfig: AccountWidgetConfig;
}

function pageContent(props: ShopPageProps) {
  switch (pageOf(props.pagePath)) {
    case 'home':
      return <HomePage />;
    case 'category':
      return <ProductListPage site={props.site} />;
    case 'dashboard':
      return <AccountPage {...props} />;
    case 'resetPassword':
    case 'resetPasswordFromLogin':
      return <ResetPasswordPage {...props} />;
    case 'verifyEmail':
      return <VerifyEmailPage {...props} />;
    default:
      return <NotFoundPage />;
  }
}

/** Every page in the site shell; the login callback shows the logo only, since it is still creating the session. */
export function ShopPage(props: ShopPageProps) {
  if (pageOf(props.pagePath) === 'loginCallback')
    return (
      <PageLayout {...props} logoOnly>
        <LoginCallbackPage {...props} />
      </PageLayout>
    );
  return <PageLayout {...props}>{pageContent(props)}</PageLayout>;
}
