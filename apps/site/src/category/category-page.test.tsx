import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findSite } from '@shopfront/i18n';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testGlobals, testSiteConfig, testWidgetConfig } from '#test/widget-config.ts';
import { CategoryPage } from './category-page.tsx';

const oven = {
  code: 'NH-OV-600',
  name: 'Nordhem Aura 600 Oven',
  price: { currencyIso: 'GBP', value: 899, formattedValue: '£899.00' },
};

const server = setupServer(
  http.get('*/experience-api/v0/config', () => HttpResponse.json(testSiteConfig())),
  http.get('*/experience-api/v0/config/globals', () => HttpResponse.json(testGlobals)),
  http.get('*/experience-api/occ/nordhem-gb/products/search', () => HttpResponse.json({ products: [oven] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CategoryPage', () => {
  // A page opened at another host name than its CSP allows sees every call refused as a network error (issue 23.17).
  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      'a server error',
      () => HttpResponse.json({ errors: [{ type: 'InternalServerError', message: 'x' }] }, { status: 500 }),
    ],
  ])('says at the product that it could not be added when the cart meets %s', async (_case, answer) => {
    const user = userEvent.setup();
    const site = findSite('GB', 'en-GB');
    if (!site) throw new Error('GB site missing from the market table');
    server.use(http.post('*/experience-api/occ/nordhem-gb/anonymousCarts', answer));
    renderWithProviders(
      <CategoryPage
        site={site}
        accountConfig={testWidgetConfig}
        pagePath="/c"
        fullLogoutOnExpiredSession={false}
        searchParams={new URLSearchParams()}
      />,
    );
    const product = await screen.findByRole('article', { name: 'Nordhem Aura 600 Oven' });
    await user.click(within(product).getByRole('button', { name: 'Add to basket' }));
    expect(await within(product).findByRole('alert')).toHaveTextContent(
      'Nordhem Aura 600 Oven could not be added to your basket. Please try again.',
    );
  });
});
