import { type Locale, languageOf } from './locales.ts';
import { type Market, markets } from './markets.ts';
import { legalDocumentPath } from './policy-paths.ts';

/** One country-and-language shop: the unit a page, a catalogue and a path prefix belong to. */
export interface Site {
  readonly market: Market;
  readonly locale: Locale;
  /** Local path prefix: `/gb` for a one-language market, `/be/fr` where the market has several. */
  readonly pathPrefix: string;
}

function hasLanguageSegment(market: Market): boolean {
  return market.locales.length > 1;
}

export const sites: readonly Site[] = markets.flatMap((market) =>
  market.locales.map((locale) => ({
    market,
    locale,
    pathPrefix: hasLanguageSegment(market)
      ? `/${market.country.toLowerCase()}/${languageOf(locale)}`
      : `/${market.country.toLowerCase()}`,
  })),
);

export interface SitePath {
  readonly site: Site;
  /** The path inside the site, always starting with `/`. */
  readonly pagePath: string;
}

/** Splits `/be/fr/login` into the Belgian French site and `/login`; undefined when no site matches. */
export function parseSitePath(pathname: string): SitePath | undefined {
  const segments = pathname.split('/');
  const country = segments[1] ?? '';
  const candidates = sites.filter((site) => site.market.country.toLowerCase() === country);
  const [first] = candidates;
  if (!first) return undefined;
  const site = hasLanguageSegment(first.market)
    ? candidates.find((candidate) => languageOf(candidate.locale) === segments[2])
    : first;
  if (!site) return undefined;
  const pagePath = pathname.slice(site.pathPrefix.length) || '/';
  return pagePath.startsWith('/') ? { site, pagePath } : undefined;
}

export function findSite(country: string, locale: string): Site | undefined {
  return sites.find((site) => site.market.country === country.toUpperCase() && site.locale === locale);
}

/** A path inside a site, e.g. `sitePath(beFr, '/login')` → `/be/fr/login`. */
export function sitePath(site: Site, pagePath: string): string {
  return pagePath === '/' ? `${site.pathPrefix}/` : `${site.pathPrefix}${pagePath}`;
}

/** Stable key of a site used in storage and data, e.g. `gb` or `be-fr`. */
export function siteKey(site: Site): string {
  return site.pathPrefix.slice(1).replace('/', '-');
}

/** The pages the demo shop serves inside every site. */
export const sitePages = {
  home: '/',
  login: '/login',
  loginCallback: '/login/auth',
  dashboard: '/e/account/dashboard',
  resetPassword: '/e/newpassword',
  resetPasswordFromLogin: '/login/newpassword',
  unsubscribe: '/newsletter/unsubscribe',
  confirmSubscription: '/newsletter/confirm',
  register: '/register',
  registration: '/registration',
  verifyEmail: '/e/verify-email',
  cancelEmailChange: '/e/cancel-email-change',
  cancelAccountDeletion: '/e/cancel-account-deletion',
  partnerLocator: '/partner-locator',
  /** Every product; a category's page is under it, e.g. `/c/kitchen/ovens`. */
  category: '/c',
  newsletterSignUp: '/newsletter/sign-up',
  newsletterCheckInbox: '/newsletter/check-your-inbox',
  privacyStatement: legalDocumentPath('privacy-statement'),
  termsOfUse: legalDocumentPath('terms-of-use'),
  clubTerms: legalDocumentPath('club-terms'),
  legalNotice: legalDocumentPath('legal-notice'),
  accessibilityStatement: legalDocumentPath('accessibility-statement'),
} as const;

export type SitePage = keyof typeof sitePages;

export function pageOf(pagePath: string): SitePage | undefined {
  const normalised = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  return (Object.keys(sitePages) as SitePage[]).find((page) => sitePages[page] === normalised);
}
