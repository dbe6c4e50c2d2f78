import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FooterNavigation, SiteGlobals } from '@shopfront/api';
import { analyticsConsentEventName, analyticsConsentStorageKey } from '@shopfront/api/browser';
import { decodeLocatorValue, partnerLocatorStorageKey } from '@shopfront/core';
import { findSite } from '@shopfront/i18n';
import { renderWithProviders } from '#test/render-with-providers.tsx';
import { testGlobals, testSiteConfig, testWidgetConfig } from '#test/widget-config.ts';
import { PageLayout, type PageLayoutProps } from '../layout/page-layout.tsx';
import { newsletterEmailStorageKey } from './footer-storage.ts';
import { SiteFooter } from './site-footer.tsx';

const footer: FooterNavigation = {
  categories: [
    {
      label: 'Service',
      items: [
        { label: 'Contact us', href: '/gb/service/contact' },
        { label: 'Repairs', href: '/gb/service/repairs' },
      ],
    },
    { label: 'Company', items: [{ label: 'About Nordhem', href: '/gb/about' }] },
  ],
  contact: {
    label: 'Get in touch',
    items: [
      { type: 'phone', value: '+44 20 7946 0000' },
      { type: 'email', value: 'service@nordhem.co.uk' },
    ],
  },
  legal: [
    {
      id: 'privacy-statement',
      label: 'Privacy policy',
      href: '/gb/legal/privacy-statement',
      target: '_self',
      isActive: true,
    },
    { id: 'legal-notice', label: 'Retired notice', href: '/gb/legal/legal-notice', target: '_self', isActive: false },
  ],
  social: [
    { type: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/nordhem', target: '_blank', isActive: true },
    {
      type: 'pinterest',
      label: 'Pinterest',
      href: 'https://www.pinterest.com/nordhem',
      target: '_blank',
      isActive: false,
    },
  ],
  payment: [
    { label: 'Visa', url: '/payment/visa.svg' },
    { label: 'PayPal', url: '/payment/paypal.svg' },
  ],
  appliancePartner: {
    formLabel: 'Find a Nordhem partner',
    href: '/gb/partner-locator',
    id: 'footer-partner-locator',
    label: 'Postcode or town',
    type: 'search',
    name: 'loc',
    placeholder: 'e.g. Manchester',
  },
  newsletter: {
    formLabel: 'Newsletter',
    href: '/gb/newsletter/sign-up',
    id: 'footer-newsletter',
    label: 'E-mail address',
    type: 'email',
    name: 'email',
    placeholder: 'name@example.com',
  },
  experienceCenter: {
    label: 'Experience centres',
    items: [
      {
        label: 'Nordhem Experience Centre London',
        href: '/gb/partner-locator?loc=London',
        target: '_self',
        isActive: true,
      },
      { label: 'Video consultation', href: '/gb/service/video-consultation', target: '_self', isActive: false },
    ],
  },
  showDoNotSellMyInformationLink: false,
};

const doNotSellRequests: unknown[] = [];
const server = setupServer(
  http.get('*/experience-api/v0/config', () => HttpResponse.json(testSiteConfig({ footer }))),
  http.get('*/experience-api/v0/config/globals', () => HttpResponse.json(testGlobals)),
  http.get('*/experience-api/:language/v0/config/globals', () => HttpResponse.json(testGlobals)),
  http.post('*/experience-api/privacy/do-not-sell', async ({ request }) => {
    doNotSellRequests.push({ body: await request.json(), credentials: request.credentials });
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  doNotSellRequests.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});
afterAll(() => server.close());

function siteOf(country: string, locale: string) {
  const site = findSite(country, locale);
  if (!site) throw new Error(`${country} ${locale} missing from the market table`);
  return site;
}
const greatBritain = siteOf('GB', 'en-GB');

function useFooter(footerData: Partial<FooterNavigation>, globalsData: SiteGlobals = testGlobals) {
  server.use(
    http.get('*/experience-api/v0/config', () =>
      HttpResponse.json(testSiteConfig({ footer: { ...footer, ...footerData } })),
    ),
    http.get('*/experience-api/v0/config/globals', () => HttpResponse.json(globalsData)),
  );
}

/** A screen as narrow as a phone's, for the shell's one breakpoint. */
function narrowScreen() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

async function renderFooter(props: { minimal?: boolean } = {}) {
  renderWithProviders(<SiteFooter site={greatBritain} {...props} />);
  const contentinfo = screen.getByRole('contentinfo');
  await within(contentinfo).findByRole('navigation', { name: 'Legal information' });
  return contentinfo;
}

describe('SiteFooter sections', () => {
  it('shows every section of a full footer, links only where active', async () => {
    const contentinfo = await renderFooter();
    const partner = within(contentinfo).getByRole('form', { name: 'Find a Nordhem partner' });
    expect(partner).toHaveAttribute('action', '/gb/partner-locator');
    expect(partner).toHaveAttribute('method', 'get');
    expect(within(partner).getByRole('searchbox', { name: 'Postcode or town' })).toHaveAttribute('name', 'loc');
    const newsletter = within(contentinfo).getByRole('form', { name: 'Newsletter' });
    expect(newsletter).toHaveAttribute('action', '/gb/newsletter/sign-up');
    expect(newsletter).toHaveAttribute('method', 'post');
    expect(within(newsletter).getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('name', 'email');
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');

    const centres = within(contentinfo).getByRole('region', { name: 'Experience centres' });
    expect(
      within(centres)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nordhem Experience Centre London']);
    const contact = within(contentinfo).getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(within(contact).getByRole('link', { name: 'service@nordhem.co.uk' })).toHaveAttribute(
      'href',
      'mailto:service@nordhem.co.uk',
    );

    const categories = within(contentinfo).getByRole('navigation', { name: 'More from Nordhem' });
    expect(
      within(categories)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Service', 'Company']);
    expect(within(categories).queryByRole('button')).not.toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: 'Repairs' })).toBeVisible();
    expect(within(contentinfo).getByRole('separator')).toBeInTheDocument();

    const legal = within(contentinfo).getByRole('navigation', { name: 'Legal information' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gb/legal/privacy-statement']);
    const social = within(contentinfo).getByRole('list', { name: 'Nordhem on social media' });
    const youtube = within(social).getByRole('link', { name: 'Nordhem on YouTube' });
    expect(youtube).toHaveTextContent('');
    expect(youtube.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(social).queryByRole('link', { name: 'Nordhem on Pinterest' })).not.toBeInTheDocument();
    const payment = within(contentinfo).getByRole('list', { name: 'Payment methods' });
    expect(
      within(payment)
        .getAllByRole('img')
        .map((image) => [image.getAttribute('alt'), image.getAttribute('src'), image.getAttribute('loading')]),
    ).toEqual([
      ['Visa', '/payment/visa.svg', 'lazy'],
      ['PayPal', '/payment/paypal.svg', 'lazy'],
    ]);
    expect(within(contentinfo).getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(within(contentinfo).queryByRole('button', { name: /Do Not Sell/ })).not.toBeInTheDocument();
    expect(within(contentinfo).queryByRole('region', { name: 'Financing' })).not.toBeInTheDocument();
  });

  it('in minimal mode shows no top section, categories or divider, but the bottom section', async () => {
    const contentinfo = await renderFooter({ minimal: true });
    expect(within(contentinfo).queryByRole('form')).not.toBeInTheDocument();
    expect(within(contentinfo).queryByRole('region', { name: 'Experience centres' })).not.toBeInTheDocument();
    expect(within(contentinfo).queryByRole('region', { name: 'Get in touch' })).not.toBeInTheDocument();
    expect(within(contentinfo).queryByRole('navigation', { name: 'More from Nordhem' })).not.toBeInTheDocument();
    expect(within(contentinfo).queryByRole('separator')).not.toBeInTheDocument();
    expect(within(contentinfo).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(contentinfo).getByRole('list', { name: 'Payment methods' })).toBeInTheDocument();
  });

  it('leaves the experience-centre block out when none of its links is active', async () => {
    useFooter({
      experienceCenter: {
        label: 'Experience centres',
        items: [{ label: 'Closed', href: '/gb/closed', isActive: false }],
      },
    });
    const contentinfo = await renderFooter();
    expect(within(contentinfo).queryByRole('region', { name: 'Experience centres' })).not.toBeInTheDocument();
  });

  it('shows no Cookie Settings button when the globals name a cookie-notice URL', async () => {
    useFooter({}, { ...testGlobals, 'module.cookieNotice.url': 'https://consent.example/nordhem.js' });
    const contentinfo = await renderFooter();
    await waitFor(() => expect(within(contentinfo).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument());
    expect(within(contentinfo).queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'a title and a message',
      { title: 'Pay in instalments', message: 'Subject to approval.' },
      'Pay in instalments',
      ['Pay in instalments', 'Subject to approval.'],
    ],
    ['a title only', { title: 'Pay in instalments' }, 'Pay in instalments', ['Pay in instalments']],
    ['a message only', { message: 'Subject to approval.' }, 'Financing', ['Subject to approval.']],
  ])('shows the financing block with %s', async (_case, bnplFindomestic, name, texts) => {
    useFooter({ bnplFindomestic });
    const contentinfo = await renderFooter();
    const financing = await within(contentinfo).findByRole('region', { name });
    for (const text of texts) expect(within(financing).getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['is missing', undefined],
    ['has neither title nor message', {}],
    ['has blank texts', { title: ' ', message: '' }],
  ])('shows no financing block when it %s', async (_case, bnplFindomestic) => {
    useFooter(bnplFindomestic === undefined ? {} : { bnplFindomestic });
    const contentinfo = await renderFooter();
    expect(within(contentinfo).queryByRole('region', { name: /Financing|instalments/ })).not.toBeInTheDocument();
  });

  it.each([
    [false, 'Do Not Sell or Share My Personal Information', false],
    [true, undefined, false],
    [true, 'Do Not Sell or Share My Personal Information', true],
  ])('with showDoNotSellMyInformationLink %s and label %j shows the button: %s', async (flag, label, shown) => {
    useFooter({
      showDoNotSellMyInformationLink: flag,
      ...(label === undefined ? {} : { doNotSellMyInformationLabel: label }),
    });
    const contentinfo = await renderFooter();
    expect(
      within(contentinfo).queryAllByRole('button', { name: 'Do Not Sell or Share My Personal Information' }),
    ).toHaveLength(shown ? 1 : 0);
  });
});

describe('SiteFooter language selector (PageLayout)', () => {
  /** Renders the whole page layout of `site` around one heading and answers its footer. */
  function renderLayoutFooter(
    site: ReturnType<typeof siteOf>,
    heading: string,
    props: Pick<PageLayoutProps, 'logoOnly' | 'languageObject'>,
  ) {
    renderWithProviders(
      <PageLayout site={site} accountConfig={testWidgetConfig} pagePath="/" {...props}>
        <h1>{heading}</h1>
      </PageLayout>,
      site.locale,
    );
    return screen.getByRole('contentinfo');
  }

  it.each([
    ['GB, one language', siteOf('GB', 'en-GB'), false],
    ['CH, three languages', siteOf('CH', 'de-CH'), true],
  ])('%s: shown %s', async (_case, site, shown) => {
    const contentinfo = renderLayoutFooter(site, 'Content', { logoOnly: false });
    await within(contentinfo).findByRole('navigation', {
      name: site.locale === 'de-CH' ? 'Rechtliche Hinweise' : 'Legal information',
    });
    // The switcher's code loads on its own (deferred-language-switcher.tsx).
    await waitFor(() => expect(within(contentinfo).queryAllByRole('combobox')).toHaveLength(shown ? 1 : 0));
  });

  it('offers the languages of the layout’s language object', async () => {
    const site = siteOf('BE', 'fr-BE');
    const languageObject = {
      currentHrefLang: 'fr-BE',
      languages: [{ name: 'Nederlands', url: 'http://localhost:3000/be/nl/', hrefLang: 'nl-BE' }],
    };
    const contentinfo = renderLayoutFooter(site, 'Contenu', { languageObject });
    await within(contentinfo).findAllByRole('link');
    // One language only: no selector, in the footer or the header.
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
  });
});

describe('SiteFooter forms', () => {
  /** Stands in for the browser's submission (jsdom does not navigate): records what would be sent, after React's handler. */
  function captureSubmissions() {
    const submitted: { action: string; method: string; fields: [string, string][]; preventedByPage: boolean }[] = [];
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      submitted.push({
        action: form.getAttribute('action') ?? '',
        method: form.method,
        fields: [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
        preventedByPage: event.defaultPrevented,
      });
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    return { submitted, stop: () => document.removeEventListener('submit', onSubmit) };
  }

  it('stores the partner locator value as base64 of loc=<value> in session storage, then submits the form as it is', async () => {
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    const capture = captureSubmissions();
    const form = within(contentinfo).getByRole('form', { name: 'Find a Nordhem partner' });
    await user.type(within(form).getByRole('searchbox', { name: 'Postcode or town' }), 'Kraków');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    capture.stop();
    expect(sessionStorage.getItem(partnerLocatorStorageKey)).toBe('bG9jPUtyYWvDs3c=');
    expect(decodeLocatorValue(sessionStorage.getItem(partnerLocatorStorageKey))).toBe('Kraków');
    expect(capture.submitted).toEqual([
      { action: '/gb/partner-locator', method: 'get', fields: [['loc', 'Kraków']], preventedByPage: false },
    ]);
  });

  it('stores the newsletter address in local storage, then posts the form as it is', async () => {
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    const capture = captureSubmissions();
    const form = within(contentinfo).getByRole('form', { name: 'Newsletter' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com{Enter}');
    capture.stop();
    expect(localStorage.getItem(newsletterEmailStorageKey)).toBe('ada@example.com');
    expect(capture.submitted).toEqual([
      {
        action: '/gb/newsletter/sign-up',
        method: 'post',
        fields: [['email', 'ada@example.com']],
        preventedByPage: false,
      },
    ]);
  });

  it('stores the newsletter address without the white space around it, as the sign-up route takes it', async () => {
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    const capture = captureSubmissions();
    const form = within(contentinfo).getByRole('form', { name: 'Newsletter' });
    await user.type(
      within(form).getByRole('textbox', { name: 'E-mail address' }),
      '\u00A0Ada@example.com\u3000{Enter}',
    );
    capture.stop();
    expect(localStorage.getItem(newsletterEmailStorageKey)).toBe('Ada@example.com');
    expect(capture.submitted).toHaveLength(1);
  });

  it('marks a form as focused while its field has focus', async () => {
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    const partner = within(contentinfo).getByRole('form', { name: 'Find a Nordhem partner' });
    const newsletter = within(contentinfo).getByRole('form', { name: 'Newsletter' });
    expect(partner).toHaveAttribute('data-focused', 'false');
    await user.click(within(partner).getByRole('searchbox'));
    expect(partner).toHaveAttribute('data-focused', 'true');
    await user.click(within(newsletter).getByRole('textbox'));
    expect(partner).toHaveAttribute('data-focused', 'false');
    expect(newsletter).toHaveAttribute('data-focused', 'true');
    await user.tab();
    expect(newsletter).toHaveAttribute('data-focused', 'false');
  });
});

describe('SiteFooter categories on a narrow screen', () => {
  it('are an accordion of disclosure buttons inside the headings', async () => {
    narrowScreen();
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    const categories = within(contentinfo).getByRole('navigation', { name: 'More from Nordhem' });
    const service = within(categories).getByRole('button', { name: 'Service' });
    expect(service.closest('h2')).not.toBeNull();
    expect(service).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(service.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();
    await user.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(categories).getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(service).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Cookie settings', () => {
  it.each([
    ['Accept analytics', 'granted', 'You have accepted analytics cookies.'],
    ['Refuse analytics', 'denied', 'You have refused analytics cookies.'],
  ])('%s stores %s, announces it on the bus and confirms it', async (answer, consent, confirmation) => {
    const user = userEvent.setup();
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener(analyticsConsentEventName, listener);
    const contentinfo = await renderFooter();
    const button = within(contentinfo).getByRole('button', { name: 'Cookie settings' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveAccessibleDescription(/analytics cookies/);
    expect(within(dialog).getByRole('button', { name: 'Accept analytics' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: answer }));
    window.removeEventListener(analyticsConsentEventName, listener);
    expect(localStorage.getItem(analyticsConsentStorageKey)).toBe(consent);
    expect(announced).toEqual([{ consent }]);
    expect(within(contentinfo).getByRole('status')).toHaveTextContent(confirmation);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(button).toHaveFocus();
  });

  it('closes without an answer, storing nothing', async () => {
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    await user.click(within(contentinfo).getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(localStorage.getItem(analyticsConsentStorageKey)).toBeNull();
  });
});

describe('Do Not Sell My Information', () => {
  it('records the opt-out and confirms it', async () => {
    useFooter({
      showDoNotSellMyInformationLink: true,
      doNotSellMyInformationLabel: 'Do Not Sell or Share My Personal Information',
    });
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    await user.click(
      await within(contentinfo).findByRole('button', { name: 'Do Not Sell or Share My Personal Information' }),
    );
    await within(contentinfo).findByText(
      'Your choice has been recorded: we will not sell or share your personal information.',
    );
    expect(doNotSellRequests).toEqual([{ body: {}, credentials: 'include' }]);
  });

  it('says so when the opt-out could not be recorded', async () => {
    useFooter({
      showDoNotSellMyInformationLink: true,
      doNotSellMyInformationLabel: 'Do Not Sell or Share My Personal Information',
    });
    server.use(
      http.post('*/experience-api/privacy/do-not-sell', () =>
        HttpResponse.json({ error: 'server_error' }, { status: 500 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const contentinfo = await renderFooter();
    await user.click(
      await within(contentinfo).findByRole('button', { name: 'Do Not Sell or Share My Personal Information' }),
    );
    await within(contentinfo).findByText('Your choice could not be recorded. Please try again.');
    expect(warn).toHaveBeenCalled();
  });
});
