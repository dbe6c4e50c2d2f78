// The host configuration's call and check, imported when the query runs: a server-rendered page has the
// configuration in its query cache, so only a page the server did not render downloads them.
import { type AccountWidgetConfig, type FetchFunction, processAccountWidgetConfig } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';

/** The demo host's configuration for a site: what a real shop would render into its page. */
export async function fetchHostConfig(fetchFunction: FetchFunction, site: Site): Promise<AccountWidgetConfig> {
  const query = new URLSearchParams({ country: site.market.country, locale: site.locale });
  // Checked with the configuration's JSON Schema, as the widget checks it.
  return processAccountWidgetConfig(await fetchFunction(`/host-config?${query}`));
}
