import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@shopfront/api';
import { type HostPageTitle, hostPageTitleOf } from './host-page-title.ts';

const config = {
  navigation: {
    header: {
      menu: [],
      subMenu: [{ type: 'other', label: 'Service & support', href: '/gb/service' }],
      notificationBanner: {
        title: 'Free delivery',
        copy: 'Order by Sunday.',
        link: { label: 'See the offer', href: '/gb/offers/free-delivery' },
      },
    },
    footer: {
      categories: [{ label: 'Company', items: [{ label: 'Careers', href: '/gb/about/careers' }] }],
      contact: { label: 'Get in touch', items: [] },
      legal: [],
      social: [],
      payment: [],
    },
  },
} as unknown as SiteConfig;

describe('hostPageTitleOf', () => {
  it.each<[string, string, HostPageTitle]>([
    ['/gb/service', '/service', { label: 'Service & support' }],
    ['/gb/about/careers', '/about/careers', { label: 'Careers' }],
    ['/gb/offers/free-delivery', '/offers/free-delivery', { label: 'Free delivery' }],
    ['/gb/cart', '/cart', { key: 'cart.basketTitle' }],
    ['/gb/e/checkout', '/e/checkout', { key: 'cart.checkoutCTA' }],
    ['/gb/e/account/profile', '/e/account/profile', { key: 'account.menu_profile' }],
    ['/gb/about/nothing', '/about/nothing', undefined],
  ])('%s', (href, pagePath, expected) => {
    expect(hostPageTitleOf(config, href, pagePath)).toEqual(expected);
  });
});
