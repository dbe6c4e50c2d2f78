import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig, SiteGlobals } from '@shopfront/api';
import { saveLocalSession } from '@shopfront/api/browser';
import { findSite } from '@shopfront/i18n';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { testWidgetConfig } from '../../../../test/widget-config.ts';
import { announceCartUpdated } from '../cart/cart-events.ts';
import { SiteHeader } from './site-header.tsx';

const siteConfig: SiteConfig = {
  navigation: {
    header: { menu: [{ label: 'Kitchen', href: '/kitchen', children: [] }], subMenu: [], notificationBanner: { title: '', copy: '' } },
    footer: { categories: [], contact: { label: 'Contact', items: [] }, legal: [], social: [], payment: [] },
  },
  features: { multiLevelConsent: true, singleConsent: false, clubSelectAll: false, syncClub: false, clubNewsletterShown: true },
};

function globalsOf(country: string, language: string): SiteGlobals {
  return {
    'general.language': language,
    'general.country': country,
    'general.experienceApi': 'http://localhost:3000/experience-api/',
    'module.eComApi.SiteId': `nordhem-${country.toLowerCase()}`,
    'module.eComApi.ApiKey': `nordhem-${country.toLowerCase()}-ecom`,
    'module.cookieNotice.url': null,
  };
}

/** The server's side of the customer's sessions and cart: a test ends the sessions "elsewhere" by flipping this. */
let sessionsValid = true;
const sessionChecks: string[] = [];

const server = setupServer(
  http.get('*/experience-api/v0/config', () => HttpResponse.json(siteConfig)),
  http.get('*/experience-api/v0/config/globals', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(globalsOf(url.searchParams.get('country') ?? '', (url.searchParams.get('locale') ?? '').slice(0, 2)));
  }),
  http.get('*/gb/e/authentication/status', ({ request }) => {
    sessionChecks.push(new URL(request.url).pathname);
    return sessionsValid ? HttpResponse.json({ authenticated: true }) : HttpResponse.json({ authenticated: false }, { status: 401 });
  }),
  http.get('*/experience-api/session', () => HttpResponse.json({ auth: { authenticated: sessionsValid } })),
  http.get('*/experience-api/occ/nordhem-gb/carts/entries/count', () => HttpResponse.json({ count: 3 })),
  http.get('*/experience-api/occ/nordhem-fr/anonymousCarts/entries/count', () => HttpResponse.json({ count: 3 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionsValid = true;
  sessionChecks.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'nordhem-fr-cart=; max-age=0; path=/';
});
afterAll(() => server.close());

describe('SiteHeader', () => {
  it('checks the session again on a cart-updated event: a customer signed out elsewhere is shown signed out, without a reload', async () => {
    const greatBritain = findSite('GB', 'en-GB');
    if (!greatBritain) throw new Error('GB site missing from the market table');
    saveLocalSession({ UID: 'demo-gb-noah', firstName: 'Noah', lastName: 'Price', preferences: {} });
    renderWithProviders(<SiteHeader site={greatBritain} accountConfig={testWidgetConfig} pagePath="/" />);
    // Signed in: the customer's own cart counts.
    await screen.findByRole('button', { name: 'Basket: 3 items in your basket' });
    expect(sessionChecks).toHaveLength(1);

    // The sessions end on the server (another tab signed out); the page learns of it with the next cart-updated.
    sessionsValid = false;
    announceCartUpdated();
    await waitFor(() => expect(sessionChecks).toHaveLength(2));
    // Signed out, the header no longer shows the customer's cart.
    await screen.findByRole('button', { name: 'Basket' });
    expect(localStorage.getItem('shopfront.session')).toBeNull();
  });

  it('names the cart button with the punctuation of the language: French puts a no-break space before the colon', async () => {
    const france = findSite('FR', 'fr-FR');
    if (!france) throw new Error('FR site missing from the market table');
    document.cookie = 'nordhem-fr-cart=fr-guid-1; path=/';
    renderWithProviders(
      <SiteHeader site={france} accountConfig={{ ...testWidgetConfig, country: 'FR', locale: 'fr-FR', sitePathPrefix: '/fr' }} pagePath="/" />,
      'fr-FR',
    );
    const cart = await screen.findByRole('button', { name: /^Panier\u00a0: 3 articles/ });
    expect(cart).toHaveAccessibleName('Panier\u00a0: 3 articles dans votre panier');
  });
});
