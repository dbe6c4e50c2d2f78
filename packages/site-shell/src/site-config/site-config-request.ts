// The site configuration's call and check, imported when the query runs: a page the server rendered has the
// configuration in its query cache and never downloads them.
import { type FetchFunction, processSiteConfigResponse, requestSiteConfig } from '@shopfront/api';

export async function fetchSiteConfig(fetchFunction: FetchFunction, site: { country: string; locale: string }, signal: AbortSignal) {
  return processSiteConfigResponse(await requestSiteConfig(fetchFunction, site, signal));
}
