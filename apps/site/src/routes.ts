import { type Site, type SitePage, pageOf, parseSitePath } from '@shopfront/i18n';

export type Route =
  | { readonly kind: 'site-page'; readonly site: Site; readonly page: SitePage; readonly pagePath: string }
  | { readonly kind: 'markets' }
  | { readonly kind: 'mailbox' }
  /** A page of the shop itself that the demo stands in for (the site's content and the shell link to it). */
  | { readonly kind: 'host-page'; readonly site: Site; readonly pagePath: string }
  | { readonly kind: 'not-found'; readonly site: Site | undefined; readonly pagePath: string }
  /** An address the server refused as untrusted input (its query): the site's error page, whatever page it names. */
  | { readonly kind: 'refused-address'; readonly site: Site | undefined; readonly pagePath: string };

/**
 * The attribute the refused address's page carries in its markup: the browser, which cannot know the server refused
 * the address, hydrates the same page when it finds it.
 */
export const refusedAddressMarker = 'data-refused-address';

/** A category's page, e.g. `/c/kitchen/ovens`: which categories exist is the site's navigation's business. */
const categoryPathPattern = /^\/c(\/[a-z0-9-]{1,60}){1,3}$/;

/** The shop's own sections the site's content and the shell link to: service, company, offers, basket, checkout, account. */
const hostPagePattern =
  /^\/(about|service|offers)(\/[a-z0-9-]{1,60}){0,2}$|^\/(cart|e\/cart|e\/checkout)$|^\/e\/account\/[a-z0-9-]{1,60}$/;

/** Which page of the demo shop a path shows. */
export function resolveRoute(pathname: string): Route {
  if (pathname === '/') return { kind: 'markets' };
  if (pathname === '/dev/mailbox') return { kind: 'mailbox' };
  const sitePath = parseSitePath(pathname);
  if (!sitePath) return { kind: 'not-found', site: undefined, pagePath: pathname };
  const page = pageOf(sitePath.pagePath) ?? (categoryPathPattern.test(sitePath.pagePath) ? 'category' : undefined);
  if (page) return { kind: 'site-page', site: sitePath.site, page, pagePath: sitePath.pagePath };
  if (hostPagePattern.test(sitePath.pagePath))
    return { kind: 'host-page', site: sitePath.site, pagePath: sitePath.pagePath };
  return { kind: 'not-found', site: sitePath.site, pagePath: sitePath.pagePath };
}

/** The error page of an address the server refused, in the language of the site its path names. */
export function refusedAddressRoute(pathname: string): Route {
  const sitePath = parseSitePath(pathname);
  return { kind: 'refused-address', site: sitePath?.site, pagePath: sitePath?.pagePath ?? pathname };
}

/** The site a route's page belongs to: none for the market list, the mailbox and a 404 outside every site. */
export function siteOfRoute(route: Route): Site | undefined {
  return route.kind === 'markets' || route.kind === 'mailbox' ? undefined : route.site;
}
