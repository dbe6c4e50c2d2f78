import type { AccountWidgetConfig, FooterNavigation, SiteConfig, SiteGlobals } from '@shopfront/api';

/** A GB widget configuration pointing at a fake origin, for component and DOM tests. */
export const testWidgetConfig: AccountWidgetConfig = {
  country: 'GB',
  locale: 'en-GB',
  sitePathPrefix: '/gb',
  domain: 'localhost',
  idpBaseUrl: 'http://localhost:3000/idp',
  apiKey: '4_nordhem_gb_web',
  authBaseUrl: 'http://localhost:3000/oauth',
  clientId: 'nordhem-gb-web',
  redirectUri: 'http://localhost:3000/gb/login/auth',
  authProxyBaseUrl: 'http://localhost:3000/auth-proxy',
  authProxyDeprecated: true,
  experienceApiHost: 'http://localhost:3000/experience-api/',
  commerceApiBaseUrl: 'http://localhost:3000/experience-api/occ/',
  eComApiKey: 'nordhem-gb-ecom',
  siteId: 'nordhem-gb',
  features: {
    multiLevelConsent: true,
    singleConsent: false,
    clubSelectAll: false,
    syncClub: false,
    clubNewsletterShown: true,
  },
  clubSupportEmail: 'club@nordhem.co.uk',
};

/** The legal links a host gives the widget in component tests. */
export const testLegalLinks = { registerHref: '/gb/login?register=true', privacyHref: '/p', termsHref: '/t' } as const;

/** A host's "Log in" button marked as a dialog trigger (docs/events.md "Intent"), appended to the page. */
export function appendLoginTrigger(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Log in';
  button.dataset.shopfrontDialog = 'login';
  document.body.append(button);
  return button;
}

/** The GB site's globals (`GET v0/config/globals`) matching testWidgetConfig, for component tests. */
export const testGlobals: SiteGlobals = {
  'general.language': 'en',
  'general.country': 'GB',
  'general.experienceApi': testWidgetConfig.experienceApiHost,
  'module.eComApi.SiteId': testWidgetConfig.siteId,
  'module.eComApi.ApiKey': testWidgetConfig.eComApiKey,
  'module.cookieNotice.url': null,
};

type HeaderNavigation = SiteConfig['navigation']['header'];

/** The site configuration (`GET v0/config`) with testWidgetConfig's features and the navigation given, empty by default. */
export function testSiteConfig(
  navigation: { header?: Partial<HeaderNavigation>; footer?: FooterNavigation } = {},
): SiteConfig {
  return {
    navigation: {
      header: { menu: [], subMenu: [], notificationBanner: { title: '', copy: '' }, ...navigation.header },
      footer: navigation.footer ?? {
        categories: [],
        contact: { label: 'Contact', items: [] },
        legal: [],
        social: [],
        payment: [],
      },
    },
    features: testWidgetConfig.features,
  };
}
