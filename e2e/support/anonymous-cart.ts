import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

export interface CartItem {
  readonly code: string;
  readonly quantity: number;
}

/**
 * Fills an anonymous cart of a site through the commerce API and names it in the `<siteId>-cart` cookie, as a shop
 * page would; the site's id and API key are the ones its globals give the page.
 */
export async function fillAnonymousCart(
  page: Page,
  items: readonly CartItem[],
  site = { country: 'GB', locale: 'en-GB' },
): Promise<string> {
  const globalsResponse = await page.request.get(
    `/experience-api/v0/config/globals?country=${site.country}&locale=${site.locale}`,
  );
  expect(globalsResponse.status()).toBe(200);
  const globals = (await globalsResponse.json()) as Record<string, string>;
  const siteId = globals['module.eComApi.SiteId'] ?? '';
  const headers = { 'x-api-key': globals['module.eComApi.ApiKey'] ?? '' };
  const commerce = `/experience-api/occ/${siteId}`;
  const created = await page.request.post(`${commerce}/anonymousCarts`, { headers });
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  for (const item of items) {
    const added = await page.request.post(`${commerce}/anonymousCarts/entries?cartGuid=${guid}`, {
      headers,
      data: { product: { code: item.code }, quantity: item.quantity },
    });
    expect(added.status()).toBe(200);
  }
  await page
    .context()
    .addCookies([{ name: `${siteId}-cart`, value: guid, url: baseUrl(), secure: true, sameSite: 'Strict' }]);
  return guid;
}
