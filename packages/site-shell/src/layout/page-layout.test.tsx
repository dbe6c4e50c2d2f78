import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findSite } from '@shopfront/i18n';
import { testGlobals, testSiteConfig, testWidgetConfig } from '#test/widget-config.ts';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { PageLayout } from './page-layout.tsx';
import { SiteHeader } from '../header/site-header.tsx';

const siteConfig = testSiteConfig({
  header: {
    menu: [
      { label: 'Kitchen', href: '/gb/c/kitchen', children: [] },
      { label: 'Laundry', href: '/gb/c/laundry', children: [] },
    ],
  },
  footer: {
    categories: [{ label: 'Service', items: [{ label: 'Contact us', href: '/gb/service/contact' }] }],
    contact: { label: 'Get in touch', items: [{ type: 'email', value: 'service@nordhem.co.uk' }] },
    legal: [
      { id: 'privacy', label: 'Privacy policy', href: '/gb/legal/privacy', isActive: true },
      { id: 'old', label: 'Retired page', href: '/gb/legal/old', isActive: false },
    ],
    social: [{ type: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/nordhem', isActive: true }],
    payment: [],
  },
});

const requests: URL[] = [];

const server = setupServer(
  http.get('*/experience-api/v0/config', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(siteConfig);
  }),
  http.get('*/experience-api/v0/config/globals', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(testGlobals);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

const greatBritain = findSite('GB', 'en-GB');
if (!greatBritain) throw new Error('GB site missing from the market table');

const accountConfig = testWidgetConfig;
const layoutProps = { site: greatBritain, accountConfig, pagePath: '/' };

describe('PageLayout', () => {
  it('shows the header with the site navigation, the content and the footer with active links only', async () => {
    renderWithProviders(
      <PageLayout {...layoutProps}>
        <h1>Content</h1>
      </PageLayout>,
    );
    const mainMenu = screen.getByRole('navigation', { name: 'Main menu' });
    const laundry = await within(mainMenu).findByRole('button', { name: 'Laundry' });
    expect(laundry).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(laundry);
    expect(laundry).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainMenu).getByRole('link', { name: 'Laundry' })).toHaveAttribute('href', '/gb/c/laundry');
    expect(screen.getByRole('link', { name: 'Nordhem – to the home page' })).toHaveAttribute('href', '/gb/');
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basket' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Content' }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Retired page' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Nordhem on YouTube' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(footer).getByRole('link', { name: 'service@nordhem.co.uk' })).toHaveAttribute(
      'href',
      'mailto:service@nordhem.co.uk',
    );
    expect(requests.map((url) => `${url.pathname}${url.search}`).sort()).toEqual([
      '/experience-api/v0/config/globals?country=GB&locale=en-GB',
      '/experience-api/v0/config?country=GB&locale=en-GB',
    ]);
    expect(JSON.parse(sessionStorage.getItem('shopfront.globals.gb') ?? '{}')).toEqual(testGlobals);
  });

  it('keeps the page usable when the configuration cannot be loaded', async () => {
    server.use(
      http.get('*/experience-api/v0/config', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ error: 'server_error' }, { status: 500 });
      }),
    );
    renderWithProviders(
      <PageLayout {...layoutProps}>
        <h1>Content</h1>
      </PageLayout>,
    );
    // Once the refusal has arrived (the calls load with the queries): the page is still usable, without navigation.
    await waitFor(() =>
      expect(requests.map((url) => url.pathname).sort()).toEqual([
        '/experience-api/v0/config',
        '/experience-api/v0/config/globals',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).queryAllByRole('button')).toEqual([]);
  });
});

/** The background the element sits on: its own, or that of the nearest element around it that has one. */
function backgroundBehind(element: HTMLElement): string | undefined {
  for (let current: HTMLElement | null = element; current; current = current.parentElement) {
    const color = getComputedStyle(current).backgroundColor;
    if (color !== '' && color !== 'transparent' && color !== 'rgba(0, 0, 0, 0)') return color;
  }
  return undefined;
}

describe('PageLayout background', () => {
  // jsdom applies the rules of a style element (the test setup imports no CSS): the layout's own, as the page has them.
  const layoutStyles = document.createElement('style');
  beforeAll(() => {
    layoutStyles.textContent = readFileSync(join(import.meta.dirname, 'page-layout.css'), 'utf8');
    document.head.append(layoutStyles);
  });
  afterAll(() => layoutStyles.remove());

  it.each([
    ['muted', 'var(--sf-color-surface)'],
    // The shell's own root paints the page background (style.css does not touch the host's body: page.css is opt-in).
    ['plain', 'var(--sf-color-background)'],
    [undefined, 'var(--sf-color-background)'],
  ] as const)('puts the content area on the %s variant (%s)', async (background, expected) => {
    renderWithProviders(
      <PageLayout {...layoutProps} {...(background ? { background } : {})}>
        <h1>Content</h1>
      </PageLayout>,
    );
    expect(backgroundBehind(screen.getByRole('main'))).toBe(expected);
    // The shell's data has arrived before the page goes.
    await within(screen.getByRole('navigation', { name: 'Main menu' })).findByRole('button', { name: 'Laundry' });
    await waitFor(() => expect(sessionStorage.getItem('shopfront.globals.gb')).not.toBeNull());
  });
});

describe('SiteHeader in logo-only mode', () => {
  it('shows only the logo and loads no data', () => {
    renderWithProviders(<SiteHeader {...layoutProps} logoOnly />);
    expect(screen.getByRole('link', { name: 'Nordhem – to the home page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
