import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteGlobals } from '@shopfront/api';
import { saveLocalSession } from '@shopfront/api/browser';
import { findSite } from '@shopfront/i18n';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testSiteConfig, testWidgetConfig } from '#test/widget-config.ts';
import { announceCartUpdated } from '../cart/cart-events.ts';
import { SiteHeader } from './site-header.tsx';

const siteConfig = testSiteConfig({ header: { menu: [{ label: 'Kitchen', href: '/kitchen', children: [] }] } });

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
    return HttpResponse.json(
      globalsOf(url.searchParams.get('country') ?? '', (url.searchParams.get('locale') ?? '').slice(0, 2)),
    );
  }),
  http.get('*/gb/e/authentication/status', ({ request }) => {
    sessionChecks.push(new URL(request.url).pathname);
    return sessionsValid
      ? HttpResponse.json({ authenticated: true })
      : HttpResponse.json({ authenticated: false }, { status: 401 });
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
  document.cookie = 'nordhem-gb-cart=; max-age=0; path=/';
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

  // A page at another host name than the one its CSP allows sees every call refused as a network error (issue 23.17).
  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ error: 'internal' }, { status: 500 })],
  ])(
    'says in the account menu that the account could not be reached when the session check meets %s',
    async (_case, answer) => {
      const user = userEvent.setup();
      const greatBritain = findSite('GB', 'en-GB');
      if (!greatBritain) throw new Error('GB site missing from the market table');
      server.use(http.get('*/gb/e/authentication/status', answer), http.get('*/experience-api/session', answer));
      saveLocalSession({ UID: 'demo-gb-noah', firstName: 'Noah', lastName: 'Price', preferences: {} });
      renderWithProviders(<SiteHeader site={greatBritain} accountConfig={testWidgetConfig} pagePath="/" />);
      await user.click(await screen.findByRole('button', { name: 'Account' }));
      const menu = await screen.findByRole('dialog', { name: 'Account' });
      expect(await within(menu).findByRole('alert')).toHaveTextContent(
        'Your account could not be reached. Please try again later.',
      );
    },
  );

  it('asks for the login dialog from the account menu with the focus back on the account icon, and closes the menu', async () => {
    const user = userEvent.setup();
    const greatBritain = findSite('GB', 'en-GB');
    if (!greatBritain) throw new Error('GB site missing from the market table');
    sessionsValid = false;
    renderWithProviders(<SiteHeader site={greatBritain} accountConfig={testWidgetConfig} pagePath="/" />);
    const accountButton = screen.getByRole('button', { name: 'Account' });
    await user.click(accountButton);
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    const signIn = await within(menu).findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(signIn).toBeEnabled());
    // Where the focus is when the widget takes the request is where its dialog returns it on closing.
    const requests: { dialog: unknown; focused: Element | null }[] = [];
    const onRequest = (event: Event) =>
      requests.push({
        dialog: (event as CustomEvent<{ dialog: unknown }>).detail.dialog,
        focused: document.activeElement,
      });
    window.addEventListener('shopfront:account-dialog', onRequest);
    try {
      await user.click(signIn);
    } finally {
      window.removeEventListener('shopfront:account-dialog', onRequest);
    }
    expect(requests).toEqual([{ dialog: 'login', focused: accountButton }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull());
    expect(accountButton).toHaveFocus();
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('says in the account menu that signing out did not reach every service, instead of reloading as if it had', async () => {
    const user = userEvent.setup();
    const greatBritain = findSite('GB', 'en-GB');
    if (!greatBritain) throw new Error('GB site missing from the market table');
    const logouts: string[] = [];
    server.use(
      http.get('*/experience-api/session/logout', () => HttpResponse.error()),
      http.get('*/gb/e/logout', () => {
        logouts.push('shop');
        return HttpResponse.json({ status: 'logged-out' });
      }),
      http.post('*/idp/accounts.logout', () => {
        logouts.push('identity');
        return HttpResponse.json({ statusCode: 200, errorCode: 0 });
      }),
    );
    saveLocalSession({ UID: 'demo-gb-noah', firstName: 'Noah', lastName: 'Price', preferences: {} });
    renderWithProviders(<SiteHeader site={greatBritain} accountConfig={testWidgetConfig} pagePath="/" />);
    await screen.findByRole('button', { name: 'Basket: 3 items in your basket' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(await within(menu).findByRole('button', { name: 'Sign out' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent(
      'You could not be signed out everywhere: a service could not be reached. Please try again.',
    );
    // The other services were still asked to end their sessions.
    expect(logouts).toEqual(['shop', 'identity']);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      'a server error',
      () => HttpResponse.json({ errors: [{ type: 'InternalServerError', message: 'x' }] }, { status: 500 }),
    ],
  ])('says in the mini cart that the basket could not be loaded when the cart meets %s', async (_case, answer) => {
    const user = userEvent.setup();
    const greatBritain = findSite('GB', 'en-GB');
    if (!greatBritain) throw new Error('GB site missing from the market table');
    document.cookie = 'nordhem-gb-cart=gb-guid-1; path=/';
    server.use(
      http.get('*/experience-api/occ/nordhem-gb/anonymousCarts/entries/count', () => HttpResponse.json({ count: 2 })),
      http.get('*/experience-api/occ/nordhem-gb/anonymousCarts', answer),
    );
    renderWithProviders(<SiteHeader site={greatBritain} accountConfig={testWidgetConfig} pagePath="/" />);
    await user.click(await screen.findByRole('button', { name: 'Basket: 2 items in your basket' }));
    const miniCart = await screen.findByRole('dialog', { name: 'Your basket' });
    expect(await within(miniCart).findByRole('alert')).toHaveTextContent(
      'Your basket could not be loaded. Please try again later.',
    );
    expect(within(miniCart).queryByText('Your basket is empty')).toBeNull();
  });

  it('counts on the badge what the mini cart shows, and counts again after a cart-updated', async () => {
    const user = userEvent.setup();
    const greatBritain = findSite('GB', 'en-GB');
    if (!greatBritain) throw new Error('GB site missing from the market table');
    document.cookie = 'nordhem-gb-cart=gb-guid-1; path=/';
    let counted = 2;
    const entry = { entryNumber: 0, quantity: 4, product: { code: 'NH-DW-450', name: 'Dishwasher' } };
    server.use(
      http.get('*/experience-api/occ/nordhem-gb/anonymousCarts/entries/count', () =>
        HttpResponse.json({ count: counted }),
      ),
      http.get('*/experience-api/occ/nordhem-gb/anonymousCarts', () =>
        HttpResponse.json({ carts: [{ code: 'gb-guid-1', totalUnitCount: 4, entries: [entry] }] }),
      ),
    );
    renderWithProviders(<SiteHeader site={greatBritain} accountConfig={testWidgetConfig} pagePath="/" />);
    await user.click(await screen.findByRole('button', { name: 'Basket: 2 items in your basket' }));
    const miniCart = await screen.findByRole('dialog', { name: 'Your basket' });
    await within(miniCart).findByText('4 items in your basket');
    await screen.findByRole('button', { name: 'Basket: 4 items in your basket' });

    counted = 5;
    announceCartUpdated();
    await screen.findByRole('button', { name: 'Basket: 5 items in your basket' });
  });

  it('names the cart button with the punctuation of the language: French puts a no-break space before the colon', async () => {
    const france = findSite('FR', 'fr-FR');
    if (!france) throw new Error('FR site missing from the market table');
    document.cookie = 'nordhem-fr-cart=fr-guid-1; path=/';
    renderWithProviders(
      <SiteHeader
        site={france}
        accountConfig={{ ...testWidgetConfig, country: 'FR', locale: 'fr-FR', sitePathPrefix: '/fr' }}
        pagePath="/"
      />,
      'fr-FR',
    );
    const cart = await screen.findByRole('button', { name: /^Panier\u00a0: 3 articles/ });
    expect(cart).toHaveAccessibleName('Panier\u00a0: 3 articles dans votre panier');
  });
});
