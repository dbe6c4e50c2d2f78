import { findSite, sitePath, sites } from '@shopfront/i18n';

/**
 * A link to a page of the recipient's own site (their market, in their language where the market has it), as a
 * mail carries it: absolute, with its query.
 */
export function siteLink(
  recipient: { readonly market: string; readonly locale: string },
  page: string,
  query: Readonly<Record<string, string>>,
  publicOrigin: string,
): string {
  const site =
    findSite(recipient.market, recipient.locale) ??
    sites.find((candidate) => candidate.market.country === recipient.market);
  const path = site ? sitePath(site, page) : page;
  return `${publicOrigin}${path}?${new URLSearchParams(query)}`;
}
