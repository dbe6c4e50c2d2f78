import * as z from 'zod/mini';
import { type AccountWidgetConfig, accountWidgetConfigSchema } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';

/** The demo host's configuration for a site: what a real shop would render into its page. */
export async function fetchHostConfig(site: Site): Promise<AccountWidgetConfig> {
  const query = new URLSearchParams({ country: site.market.country, locale: site.locale });
  const response = await fetch(`/host-config?${query}`);
  if (!response.ok) throw new Error(`host configuration answered ${response.status}`);
  return z.parse(accountWidgetConfigSchema, await response.json());
}
