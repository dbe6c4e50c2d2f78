import type { ReactNode } from 'react';
import type { AccountWidgetConfig } from '@shopfront/api';
import type { CompiledCatalogue, LegalDocumentId, Locale, SitePage } from '@shopfront/i18n';
import type { CatalogueLoader } from '@shopfront/i18n/browser';
import type { Route } from './routes.ts';
import type { SitePageProps } from './site-page-props.ts';

/** A page component (a plain function: one that takes fewer props may stand in for one that gets more). */
type PageComponent<Props extends object> = (props: Props) => ReactNode;

/** A page's code, split from the others: its source (as the client build's manifest names it) and its loader. */
interface PageModule<Props extends object> {
  readonly source: string;
  readonly load: () => Promise<PageComponent<Props>>;
  /** The page's own texts besides the shell's (catalogue-parts.ts): their loaders, each a lazy module. */
  readonly texts: readonly TextsLoader[];
}

type TextsLoader = () => Promise<{ readonly default: CatalogueLoader }>;

// One loader module per catalogue part (the Lingui catalogue plugin's), each with a lazy chunk per locale.
const widgetTexts: TextsLoader = () => import('@shopfront/i18n/widget-catalogue').then((module) => ({ default: module.loadWidgetCatalogue }));

const marketsPage: PageModule<object> = {
  source: 'src/markets/markets-page.tsx',
  texts: [() => import('virtual:shopfront-catalogue/markets')],
  load: () => import('./markets/markets-page.tsx').then((module) => module.MarketsPage),
};
const mailboxPage: PageModule<object> = {
  source: 'src/mailbox/mailbox-page.tsx',
  texts: [() => import('virtual:shopfront-catalogue/mailbox')],
  load: () => import('./mailbox/mailbox-page.tsx').then((module) => module.MailboxPage),
};
const notFoundPage: PageModule<Partial<SitePageProps>> = {
  source: 'src/not-found/not-found-page.tsx',
  texts: [() => import('virtual:shopfront-catalogue/notFound')],
  load: () => import('./not-found/not-found-page.tsx').then((module) => module.NotFoundPage),
};
const resetPasswordPage: PageModule<SitePageProps> = {
  source: 'src/reset-password/reset-password-page.tsx',
  texts: [widgetTexts],
  load: () => import('./reset-password/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
};
const registerPage: PageModule<SitePageProps> = {
  source: 'src/register/register-page.tsx',
  texts: [widgetTexts],
  load: () => import('./register/register-page.tsx').then((module) => module.RegisterPage),
};

function legalDocumentPage(document: LegalDocumentId): PageModule<SitePageProps> {
  return {
    source: 'src/legal/legal-page.tsx',
    texts: [() => import('virtual:shopfront-catalogue/legal')],
    load: () => import('./legal/legal-page.tsx').then((module) => module.legalDocumentPages[document]),
  };
}

const sitePageModules: Readonly<Record<SitePage, PageModule<SitePageProps>>> = {
  home: { source: 'src/home/home-page.tsx', texts: [() => import('virtual:shopfront-catalogue/home')], load: () => import('./home/home-page.tsx').then((module) => module.HomePage) },
  login: { source: 'src/login/login-page.tsx', texts: [() => import('virtual:shopfront-catalogue/login'), widgetTexts], load: () => import('./login/login-page.tsx').then((module) => module.LoginPage) },
  loginCallback: {
    source: 'src/login/login-callback-page.tsx', texts: [() => import('virtual:shopfront-catalogue/login'), widgetTexts],
    load: () => import('./login/login-callback-page.tsx').then((module) => module.LoginCallbackPage),
  },
  resetPassword: resetPasswordPage,
  resetPasswordFromLogin: resetPasswordPage,
  dashboard: { source: 'src/account/dashboard-page.tsx', texts: [() => import('virtual:shopfront-catalogue/dashboard'), widgetTexts], load: () => import('./account/dashboard-page.tsx').then((module) => module.AccountDashboardPage) },
  unsubscribe: { source: 'src/newsletter/unsubscribe-page.tsx', texts: [() => import('virtual:shopfront-catalogue/newsletter')], load: () => import('./newsletter/unsubscribe-page.tsx').then((module) => module.UnsubscribePage) },
  confirmSubscription: {
    source: 'src/newsletter/confirm-subscription-page.tsx', texts: [() => import('virtual:shopfront-catalogue/newsletter')],
    load: () => import('./newsletter/confirm-subscription-page.tsx').then((module) => module.ConfirmSubscriptionPage),
  },
  register: registerPage,
  registration: registerPage,
  verifyEmail: { source: 'src/verification/verify-email-page.tsx', texts: [() => import('virtual:shopfront-catalogue/verification'), widgetTexts], load: () => import('./verification/verify-email-page.tsx').then((module) => module.VerifyEmailPage) },
  cancelEmailChange: {
    source: 'src/verification/cancel-email-change-page.tsx', texts: [() => import('virtual:shopfront-catalogue/verification'), widgetTexts],
    load: () => import('./verification/cancel-email-change-page.tsx').then((module) => module.CancelEmailChangePage),
  },
  partnerLocator: {
    source: 'src/partner-locator/partner-locator-page.tsx', texts: [() => import('virtual:shopfront-catalogue/partnerLocator')],
    load: () => import('./partner-locator/partner-locator-page.tsx').then((module) => module.PartnerLocatorPage),
  },
  newsletterSignUp: {
    source: 'src/newsletter/newsletter-sign-up-page.tsx', texts: [() => import('virtual:shopfront-catalogue/newsletter')],
    load: () => import('./newsletter/newsletter-sign-up-page.tsx').then((module) => module.NewsletterSignUpPage),
  },
  newsletterCheckInbox: { source: 'src/newsletter/check-inbox-page.tsx', texts: [() => import('virtual:shopfront-catalogue/newsletter')], load: () => import('./newsletter/check-inbox-page.tsx').then((module) => module.CheckInboxPage) },
  privacyStatement: legalDocumentPage('privacy-statement'),
  termsOfUse: legalDocumentPage('terms-of-use'),
  clubTerms: legalDocumentPage('club-terms'),
  legalNotice: legalDocumentPage('legal-notice'),
  accessibilityStatement: legalDocumentPage('accessibility-statement'),
};

/** A page ready to render: its component loaded (so neither the server nor hydration suspends) with its props. */
export type LoadedPage =
  | { readonly kind: 'bare'; readonly Page: PageComponent<object> }
  | { readonly kind: 'site'; readonly Page: PageComponent<SitePageProps>; readonly props: SitePageProps };

export interface PageChoice {
  /** The page module's source file: the server preloads its chunk and styles. */
  readonly source: string;
  readonly load: () => Promise<LoadedPage>;
  /** The page's catalogue parts in the locale (the shell's apart). */
  readonly loadTexts: (locale: Locale) => Promise<CompiledCatalogue[]>;
}

function textsOf(module: PageModule<never>): PageChoice['loadTexts'] {
  return (locale) => Promise.all(module.texts.map(async (loader) => (await loader()).default(locale)));
}

function bare(module: PageModule<object>): PageChoice {
  return { source: module.source, load: async () => ({ kind: 'bare', Page: await module.load() }), loadTexts: textsOf(module) };
}

function ofSite(module: PageModule<SitePageProps>, props: SitePageProps): PageChoice {
  return { source: module.source, load: async () => ({ kind: 'site', Page: await module.load(), props }), loadTexts: textsOf(module) };
}

/** Which page module a route shows, and with what; a site page needs its site's host configuration. */
export function pageModuleOf(route: Route, accountConfig: AccountWidgetConfig | undefined, searchParams: URLSearchParams): PageChoice {
  switch (route.kind) {
    case 'markets':
      return bare(marketsPage);
    case 'mailbox':
      return bare(mailboxPage);
    case 'not-found':
      return route.site && accountConfig
        ? ofSite(notFoundPage, { site: route.site, accountConfig, pagePath: route.pagePath, searchParams, fullLogoutOnExpiredSession: true })
        : bare(notFoundPage);
    case 'site-page':
      if (!accountConfig) throw new Error(`no host configuration for ${route.site.pathPrefix}`);
      return ofSite(sitePageModules[route.page], { site: route.site, accountConfig, pagePath: route.pagePath, searchParams, fullLogoutOnExpiredSession: true });
    default:
      return route satisfies never;
  }
}
