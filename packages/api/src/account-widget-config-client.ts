import { accountWidgetConfigSchema, type AccountWidgetConfig } from './account-widget-config.ts';
import { requestAccountWidgetConfig } from './account-widget-config-request.ts';
import { checkedCopy } from './json-schema-check.ts';
import { discardBody } from './api-error.ts';

/** Checks the answer: a non-2xx answer or a wrong shape throws. */
export async function processAccountWidgetConfig(response: Response): Promise<AccountWidgetConfig> {
  if (!response.ok) {
    await discardBody(response);
    throw new Error(`host configuration answered ${response.status}`);
  }
  return checkedCopy(await response.json(), accountWidgetConfigSchema);
}

/** Fetches a host's widget configuration from `url` and checks it. */
export async function loadAccountWidgetConfig(
  fetch: typeof globalThis.fetch,
  url: string,
): Promise<AccountWidgetConfig> {
  return processAccountWidgetConfig(await requestAccountWidgetConfig(fetch, url));
}
