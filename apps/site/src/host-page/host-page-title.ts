import type { SiteConfig } from '@shopfront/api';

/** The shop's own pages the shell links to: their names are the shell's texts (catalogue keys). */
const shellLinkedPages: Readonly<Record<string, string>> = {
  '/cart': 'cart.basketTitle',
  '/e/cart': 'cart.basketTitle',
  '/e/checkout': 'cart.checkoutCTA',
  '/e/account/wishlist': 'account.menu_wishlist',
  '/e/account/appliances': 'account.menu_appliances',
  '/e/account/transactions': 'account.menu_transactions',
  '/e/account/profile': 'account.menu_profile',
};

export type HostPageTitle = { readonly label: string } | { readonly key: string } | undefined;

/**
 * What a page of the host shop is called: the label of the site's link to it (header, footer, banner), or the shell's
 * name for a page it links to itself. Undefined for a path nothing on the site links to.
 */
export function hostPageTitleOf(config: SiteConfig, href: string, pagePath: string): HostPageTitle {
  const { header, footer } = config.navigation;
  const linked = [
    ...header.subMenu,
    ...footer.categories.flatMap((category) => category.items),
    ...(header.notificationBanner.link
      ? [{ ...header.notificationBanner.link, label: header.notificationBanner.title }]
      : []),
  ].find((link) => link.href === href);
  if (linked) return { label: linked.label };
  const key = shellLinkedPages[pagePath];
  return key ? { key } : undefined;
}
