import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountWidgetConfig, FetchFunction } from '@shopfront/api';
import type { LegalDocumentId, SitePage } from '@shopfront/i18n';
import type { CatalogueLoader } from '@shopfront/i18n/browser';
import type { Route } from './routes.ts';
import type { SitePageProps } from './site-page-props.ts';

/** A page component (a plain function: one that takes fewer props may stand in for one that gets more). */
type PageComponent<Props extends object> = (props: Props) => ReactNode;

/** A page's code, split from the others: its source (as the client build's manifest names it) and its loader. */
interface PageModule<Props extends object> {
  readonly source: string;
  /** The page's component and its texts besides the shell's (each page module exports `pageTexts`). */
  readonly load: () => Promise<LoadedModule<Props>>;
  /** Fetches what the page shows into the query cache, on the server: the page then reads complete without script. */
  readonly prefetch?: (queryClient: QueryClient, props: Props, fetchFunction: FetchFunction) => Promise<void>;
}

interface LoadedModule<Props extends object> {
  readonly Page: PageComponent<Props>;
  readonly texts: readonly CatalogueLoader[];
}

const marketsPage: PageModule<object> = {
  source: 'src/markets/markets-page.tsx',
  load: () =>
    import('./markets/markets-page.tsx').then((module) => ({ Page: module.MarketsPage, texts: module.pageTexts })),
};
const mailboxPage: PageModule<object> = {
  source: 'src/mailbox/mailbox-page.tsx',
  load: () =>
    import('./mailbox/mailbox-page.tsx').then((module) => ({ Page: module.MailboxPage, texts: module.pageTexts })),
};
const notFoundPage: PageModule<Partial<SitePageProps>> = {
  source: 'src/not-found/not-found-page.tsx',
  load: () =>
    import('./not-found/not-found-page.tsx').then((module) => ({ Page: module.NotFoundPage, texts: module.pageTexts })),
};
const badRequestPage: PageModule<Partial<SitePageProps>> = {
  source: 'src/bad-request/bad-request-page.tsx',
  load: () =>
    import('./bad-request/bad-request-page.tsx').then((module) => ({
      Page: module.BadRequestPage,
      texts: module.pageTexts,
    })),
};
const hostPage: PageModule<SitePageProps> = {
  source: 'src/host-page/host-page.tsx',
  load: () =>
    import('./host-page/host-page.tsx').then((module) => ({ Page: module.HostPage, texts: module.pageTexts })),
};
const resetPasswordPage: PageModule<SitePageProps> = {
  source: 'src/reset-password/reset-password-page.tsx',
  load: () =>
    import('./reset-password/reset-password-page.tsx').then((module) => ({
      Page: module.ResetPasswordPage,
      texts: module.pageTexts,
    })),
};
const registerPage: PageModule<SitePageProps> = {
  source: 'src/register/register-page.tsx',
  load: () =>
    import('./register/register-page.tsx').then((module) => ({ Page: module.RegisterPage, texts: module.pageTexts })),
};

function legalDocumentPage(document: LegalDocumentId): PageModule<SitePageProps> {
  return {
    source: 'src/legal/legal-page.tsx',
    load: () =>
      import('./legal/legal-page.tsx').then((module) => ({
        Page: module.legalDocumentPages[document],
        texts: module.pageTexts,
      })),
  };
}

const sitePageModules: Readonly<Record<SitePage, PageModule<SitePageProps>>> = {
  home: {
    source: 'src/home/home-page.tsx',
    load: () => import('./home/home-page.tsx').then((module) => ({ Page: module.HomePage, texts: module.pageTexts })),
  },
  login: {
    source: 'src/login/login-page.tsx',
    load: () =>
      import('./login/login-page.tsx').then((module) => ({ Page: module.LoginPage, texts: module.pageTexts })),
  },
  loginCallback: {
    source: 'src/login/login-callback-page.tsx',
    load: () =>
      import('./login/login-callback-page.tsx').then((module) => ({
        Page: module.LoginCallbackPage,
        texts: module.pageTexts,
      })),
  },
  resetPassword: resetPasswordPage,
  resetPasswordFromLogin: resetPasswordPage,
  dashboard: {
    source: 'src/account/dashboard-page.tsx',
    load: () =>
      import('./account/dashboard-page.tsx').then((module) => ({
        Page: module.AccountDashboardPage,
        texts: module.pageTexts,
      })),
    prefetch: (queryClient, props, fetchFunction) =>
      import('./account/dashboard-queries.ts').then((module) =>
        module.prefetchDashboard(queryClient, props, fetchFunction),
      ),
  },
  unsubscribe: {
    source: 'src/newsletter/unsubscribe-page.tsx',
    load: () =>
      import('./newsletter/unsubscribe-page.tsx').then((module) => ({
        Page: module.UnsubscribePage,
        texts: module.pageTexts,
      })),
  },
  confirmSubscription: {
    source: 'src/newsletter/confirm-subscription-page.tsx',
    load: () =>
      import('./newsletter/confirm-subscription-page.tsx').then((module) => ({
        Page: module.ConfirmSubscriptionPage,
        texts: module.pageTexts,
      })),
  },
  register: registerPage,
  registration: registerPage,
  verifyEmail: {
    source: 'src/verification/verify-email-page.tsx',
    load: () =>
      import('./verification/verify-email-page.tsx').then((module) => ({
        Page: module.VerifyEmailPage,
        texts: module.pageTexts,
      })),
  },
  cancelEmailChange: {
    source: 'src/verification/cancel-email-change-page.tsx',
    load: () =>
      import('./verification/cancel-email-change-page.tsx').then((module) => ({
        Page: module.CancelEmailChangePage,
        texts: module.pageTexts,
      })),
  },
  cancelAccountDeletion: {
    source: 'src/verification/cancel-account-deletion-page.tsx',
    load: () =>
      import('./verification/cancel-account-deletion-page.tsx').then((module) => ({
        Page: module.CancelAccountDeletionPage,
        texts: module.pageTexts,
      })),
  },
  category: {
    source: 'src/category/category-page.tsx',
    load: () =>
      import('./category/category-page.tsx').then((module) => ({ Page: module.CategoryPage, texts: module.pageTexts })),
    prefetch: (queryClient, props, fetchFunction) =>
      import('./category/products-query.ts').then((module) =>
        module.prefetchCategoryPage(queryClient, props, fetchFunction),
      ),
  },
  partnerLocator: {
    source: 'src/partner-locator/partner-locator-page.tsx',
    load: () =>
      import('./partner-locator/partner-locator-page.tsx').then((module) => ({
        Page: module.PartnerLocatorPage,
        texts: module.pageTexts,
      })),
    prefetch: (queryClient, props, fetchFunction) =>
      import('./partner-locator/dealers-query.ts').then((module) =>
        module.prefetchPartnerLocatorPage(queryClient, props, fetchFunction),
      ),
  },
  newsletterSignUp: {
    source: 'src/newsletter/newsletter-sign-up-page.tsx',
    load: () =>
      import('./newsletter/newsletter-sign-up-page.tsx').then((module) => ({
        Page: module.NewsletterSignUpPage,
        texts: module.pageTexts,
      })),
  },
  newsletterCheckInbox: {
    source: 'src/newsletter/check-inbox-page.tsx',
    load: () =>
      import('./newsletter/check-inbox-page.tsx').then((module) => ({
        Page: module.CheckInboxPage,
        texts: module.pageTexts,
      })),
  },
  privacyStatement: legalDocumentPage('privacy-statement'),
  termsOfUse: legalDocumentPage('terms-of-use'),
  clubTerms: legalDocumentPage('club-terms'),
  legalNotice: legalDocumentPage('legal-notice'),
  accessibilityStatement: legalDocumentPage('accessibility-statement'),
};

/** A page ready to render: its component loaded (so neither the server nor hydration suspends) with its props. */
export type LoadedPage =
  | ({ readonly kind: 'bare' } & LoadedModule<object>)
  | ({ readonly kind: 'site'; readonly props: SitePageProps } & LoadedModule<SitePageProps>);

export interface PageChoice {
  /** The page module's source file: the server preloads its chunk and styles. */
  readonly source: string;
  readonly load: () => Promise<LoadedPage>;
  readonly prefetch?: (queryClient: QueryClient, fetchFunction: FetchFunction) => Promise<void>;
}

function bare(module: PageModule<object>): PageChoice {
  return { source: module.source, load: async () => ({ kind: 'bare', ...(await module.load()) }) };
}

function ofSite(module: PageModule<SitePageProps>, props: SitePageProps): PageChoice {
  const { prefetch } = module;
  return {
    source: module.source,
    load: async () => ({ kind: 'site', ...(await module.load()), props }),
    ...(prefetch
      ? {
          prefetch: (queryClient: QueryClient, fetchFunction: FetchFunction) =>
            prefetch(queryClient, props, fetchFunction),
        }
      : {}),
  };
}

/** Which page module a route shows, and with what; a site page needs its site's host configuration. */
export function pageModuleOf(
  route: Route,
  accountConfig: AccountWidgetConfig | undefined,
  searchParams: URLSearchParams,
): PageChoice {
  switch (route.kind) {
    case 'markets':
      return bare(marketsPage);
    case 'mailbox':
      return bare(mailboxPage);
    case 'not-found':
      return route.site && accountConfig
        ? ofSite(notFoundPage, {
            site: route.site,
            accountConfig,
            pagePath: route.pagePath,
            searchParams,
            fullLogoutOnExpiredSession: true,
          })
        : bare(notFoundPage);
    case 'refused-address':
      return route.site && accountConfig
        ? ofSite(badRequestPage, {
            site: route.site,
            accountConfig,
            pagePath: route.pagePath,
            searchParams,
            fullLogoutOnExpiredSession: true,
          })
        : bare(badRequestPage);
    case 'host-page':
      if (!accountConfig) throw new Error(`no host configuration for ${route.site.pathPrefix}`);
      return ofSite(hostPage, {
        site: route.site,
        accountConfig,
        pagePath: route.pagePath,
        searchParams,
        fullLogoutOnExpiredSession: true,
      });
    case 'site-page':
      if (!accountConfig) throw new Error(`no host configuration for ${route.site.pathPrefix}`);
      return ofSite(sitePageModules[route.page], {
        site: route.site,
        accountConfig,
        pagePath: route.pagePath,
        searchParams,
        fullLogoutOnExpiredSession: true,
      });
    default:
      return route satisfies never;
  }
}
