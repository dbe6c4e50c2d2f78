import { type ReactNode, Suspense, lazy } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import { AccountDashboardPage } from './account/dashboard-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { LoginCallbackPage } from './login/login-callback-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { MailboxPage } from './mailbox/mailbox-page.tsx';
import { MarketsPage } from './markets/markets-page.tsx';
import { NotFoundPage } from './not-found/not-found-page.tsx';
import { ResetPasswordPage } from './reset-password/reset-password-page.tsx';
import { RegisterPage } from './register/register-page.tsx';
import type { Route } from './routes.ts';
import { CancelEmailChangePage } from './verification/cancel-email-change-page.tsx';
import { VerifyEmailPage } from './verification/verify-email-page.tsx';
import { ConfirmSubscriptionPage } from './newsletter/confirm-subscription-page.tsx';
import { UnsubscribePage } from './newsletter/unsubscribe-page.tsx';

// Pages a visitor reaches from the footer load on their first visit, not with every page of the shop.
const CheckInboxPage = lazy(() => import('./newsletter/check-inbox-page.tsx').then((module) => ({ default: module.CheckInboxPage })));
const NewsletterSignUpPage = lazy(() => import('./newsletter/newsletter-sign-up-page.tsx').then((module) => ({ default: module.NewsletterSignUpPage })));
const LegalPage = lazy(() => import('./legal/legal-page.tsx').then((module) => ({ default: module.LegalPage })));
const PartnerLocatorPage = lazy(() => import('./partner-locator/partner-locator-page.tsx').then((module) => ({ default: module.PartnerLocatorPage })));

function LazyPage({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function App({ route, accountConfig }: { readonly route: Route; readonly accountConfig: AccountWidgetConfig | undefined }) {
  switch (route.kind) {
    case 'markets':
      return <MarketsPage />;
    case 'mailbox':
      return <MailboxPage />;
    case 'not-found':
      return route.site && accountConfig ? (
        <NotFoundPage site={route.site} accountConfig={accountConfig} pagePath={route.pagePath} />
      ) : (
        <NotFoundPage />
      );
    case 'site-page': {
      if (!accountConfig) return null;
      const props = { site: route.site, accountConfig, pagePath: route.pagePath, fullLogoutOnExpiredSession: true };
      switch (route.page) {
        case 'home':
          return <HomePage {...props} />;
        case 'login':
          return <LoginPage {...props} />;
        case 'loginCallback':
          return <LoginCallbackPage {...props} />;
        case 'resetPassword':
        case 'resetPasswordFromLogin':
          return <ResetPasswordPage {...props} />;
        case 'dashboard':
          return <AccountDashboardPage {...props} />;
        case 'unsubscribe':
          return <UnsubscribePage {...props} />;
        case 'confirmSubscription':
          return <ConfirmSubscriptionPage {...props} />;
        case 'register':
        case 'registration':
          return <RegisterPage {...props} />;
        case 'verifyEmail':
          return <VerifyEmailPage {...props} />;
        case 'cancelEmailChange':
          return <CancelEmailChangePage {...props} />;
        case 'partnerLocator':
          return (
            <LazyPage>
              <PartnerLocatorPage {...props} />
            </LazyPage>
          );
        case 'newsletterSignUp':
          return (
            <LazyPage>
              <NewsletterSignUpPage {...props} />
            </LazyPage>
          );
        case 'newsletterCheckInbox':
          return (
            <LazyPage>
              <CheckInboxPage {...props} />
            </LazyPage>
          );
        case 'privacyStatement':
          return (
            <LazyPage>
              <LegalPage {...props} document="privacy-statement" />
            </LazyPage>
          );
        case 'termsOfUse':
          return (
            <LazyPage>
              <LegalPage {...props} document="terms-of-use" />
            </LazyPage>
          );
        case 'clubTerms':
          return (
            <LazyPage>
              <LegalPage {...props} document="club-terms" />
            </LazyPage>
          );
        case 'legalNotice':
          return (
            <LazyPage>
              <LegalPage {...props} document="legal-notice" />
            </LazyPage>
          );
        case 'accessibilityStatement':
          return (
            <LazyPage>
              <LegalPage {...props} document="accessibility-statement" />
            </LazyPage>
          );
        default:
          return route.page satisfies never;
      }
    }
    default:
      return route satisfies never;
  }
}
