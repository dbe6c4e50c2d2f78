import { describe, expect, it } from 'vitest';
import type { FooterNavigation, SiteGlobals } from '@shopfront/api';
import { footerSectionsOf } from './footer-sections.ts';

const form = {
  formLabel: 'Find a partner',
  href: '/gb/partner-locator',
  id: 'partner',
  label: 'Postcode',
  type: 'search',
  name: 'loc',
  placeholder: '',
} as const;
const base: FooterNavigation = {
  categories: [
    { label: 'Service', items: [{ label: 'Repairs', href: '/gb/repairs' }] },
    { label: 'Empty', items: [] },
  ],
  contact: { label: 'Contact', items: [{ type: 'email', value: 'service@nordhem.co.uk' }] },
  legal: [
    { id: 'privacy-statement', label: 'Privacy', href: '/gb/legal/privacy-statement', isActive: true },
    { id: 'legal-notice', label: 'Notice', href: '/gb/legal/legal-notice', isActive: false },
  ],
  social: [
    { type: 'youtube', label: 'YouTube', href: 'https://youtube.example', isActive: false },
    { type: 'facebook', label: 'Facebook', href: 'https://facebook.example', isActive: true },
  ],
  payment: [{ label: 'Visa', url: '/payment/visa.svg' }],
  appliancePartner: form,
  newsletter: { ...form, id: 'newsletter', name: 'email', type: 'email' },
  experienceCenter: {
    label: 'Centres',
    items: [
      { label: 'London', href: '/gb/london', isActive: true },
      { label: 'Soon', href: '/gb/soon', isActive: false },
    ],
  },
};
const globals = (cookieNoticeUrl: string | null): SiteGlobals => ({
  'general.language': 'en',
  'general.country': 'GB',
  'general.experienceApi': '/experience-api/',
  'module.eComApi.SiteId': 'nordhem-gb',
  'module.eComApi.ApiKey': 'key',
  'module.cookieNotice.url': cookieNoticeUrl,
});

describe('footerSectionsOf', () => {
  it('keeps only active legal, social and experience-centre links, and categories with links', () => {
    const sections = footerSectionsOf(base, { minimal: false, globals: globals(null) });
    expect(sections.legal.map((link) => link.id)).toEqual(['privacy-statement']);
    expect(sections.social.map((link) => link.type)).toEqual(['facebook']);
    expect(sections.experienceCentre?.items.map((link) => link.label)).toEqual(['London']);
    expect(sections.categories.map((category) => category.label)).toEqual(['Service']);
    expect(sections.partnerForm).toEqual(form);
  });

  it.each<[string, Partial<FooterNavigation>, boolean, keyof ReturnType<typeof footerSectionsOf>, unknown]>([
    ['minimal: no top', {}, true, 'top', false],
    ['minimal: no partner form', {}, true, 'partnerForm', undefined],
    ['minimal: no newsletter form', {}, true, 'newsletterForm', undefined],
    ['minimal: no contact', {}, true, 'contact', undefined],
    ['minimal: no categories', {}, true, 'categories', []],
    ['minimal: legal stays', {}, true, 'legal', [base.legal[0]]],
    ['no partner form without a *Partner key', { appliancePartner: undefined }, false, 'partnerForm', undefined],
    [
      'a partner form under another product name',
      { appliancePartner: undefined, coffeePartner: form },
      false,
      'partnerForm',
      form,
    ],
    ['no partner form when it is malformed', { appliancePartner: { href: '/x' } }, false, 'partnerForm', undefined],
    [
      'no experience centre without active links',
      { experienceCenter: { label: 'Centres', items: [] } },
      false,
      'experienceCentre',
      undefined,
    ],
    ['no contact without items', { contact: { label: 'Contact', items: [] } }, false, 'contact', undefined],
    [
      'do-not-sell with flag and label',
      { showDoNotSellMyInformationLink: true, doNotSellMyInformationLabel: 'Do Not Sell' },
      false,
      'doNotSellLabel',
      'Do Not Sell',
    ],
    [
      'no do-not-sell without the flag',
      { doNotSellMyInformationLabel: 'Do Not Sell' },
      false,
      'doNotSellLabel',
      undefined,
    ],
    ['no do-not-sell without a label', { showDoNotSellMyInformationLink: true }, false, 'doNotSellLabel', undefined],
    [
      'financing with a title',
      { bnplFindomestic: { title: 'Instalments' } },
      false,
      'financing',
      { title: 'Instalments', message: undefined },
    ],
    [
      'financing with a message',
      { bnplFindomestic: { message: 'Subject to approval' } },
      false,
      'financing',
      { title: undefined, message: 'Subject to approval' },
    ],
    ['no financing with blank texts', { bnplFindomestic: { title: '  ', message: '' } }, false, 'financing', undefined],
    ['no financing without data', {}, false, 'financing', undefined],
  ])('%s', (_case, change, minimal, section, expected) => {
    expect(footerSectionsOf({ ...base, ...change }, { minimal, globals: globals(null) })[section]).toEqual(expected);
  });

  it.each([
    ['no cookie-notice URL', globals(null), true],
    ['an empty cookie-notice URL', globals(''), true],
    ['a cookie-notice URL', globals('https://consent.example/x.js'), false],
    ['globals not loaded (yet)', undefined, false],
  ])('Cookie Settings with %s: %s', (_case, siteGlobals, shown) => {
    expect(footerSectionsOf(base, { minimal: false, globals: siteGlobals }).cookieSettings).toBe(shown);
  });
});
