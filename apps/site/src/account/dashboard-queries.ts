import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  type AccountWidgetConfig,
  type FetchFunction,
  fetchAccountInfo,
  fetchConsentDocumentVersions,
  fetchPasskeys,
  fetchSignedInDevices,
} from '@shopfront/api';
import type { SitePageProps } from '../site-page-props.ts';

const browserFetch: FetchFunction = (input, init) => fetch(input, init);

/** The customer's consents and subscriptions, as the dashboard's consent overview shows them. */
export function consentsQuery(config: AccountWidgetConfig, fetchFunction: FetchFunction = browserFetch) {
  return queryOptions({
    queryKey: ['consents', config.sitePathPrefix],
    queryFn: () => fetchAccountInfo(fetchFunction, config.experienceApiHost, ['preferences', 'subscriptions']),
  });
}

/** The current version of each consent document: whether profile completion has something to ask. */
export function consentDocumentVersionsQuery(config: AccountWidgetConfig, fetchFunction: FetchFunction = browserFetch) {
  return queryOptions({
    queryKey: ['consent-document-versions', config.sitePathPrefix],
    queryFn: () => fetchConsentDocumentVersions(fetchFunction, config),
  });
}

export function signedInDevicesQuery(
  config: Pick<AccountWidgetConfig, 'experienceApiHost' | 'sitePathPrefix'>,
  fetchFunction: FetchFunction = browserFetch,
) {
  return queryOptions({
    queryKey: ['signed-in-devices', config.sitePathPrefix],
    queryFn: () => fetchSignedInDevices(fetchFunction, config.experienceApiHost),
  });
}

/** The account's passkeys (accounts.auth.fido.getCredentials), as the dashboard's passkey section lists them. */
export function passkeysQuery(
  config: Pick<AccountWidgetConfig, 'idpBaseUrl' | 'apiKey' | 'sitePathPrefix'>,
  fetchFunction: FetchFunction = browserFetch,
) {
  return queryOptions({
    queryKey: ['passkeys', config.sitePathPrefix],
    queryFn: () => fetchPasskeys(fetchFunction, config),
  });
}

/**
 * On the server: the dashboard's sections go into the page, so a signed-in customer's dashboard arrives complete and
 * nothing moves when the data would otherwise come in one section after another. A failed query is left out.
 */
export async function prefetchDashboard(
  queryClient: QueryClient,
  { accountConfig }: SitePageProps,
  fetchFunction: FetchFunction,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(consentsQuery(accountConfig, fetchFunction)),
    queryClient.prefetchQuery(consentDocumentVersionsQuery(accountConfig, fetchFunction)),
    queryClient.prefetchQuery(signedInDevicesQuery(accountConfig, fetchFunction)),
    queryClient.prefetchQuery(passkeysQuery(accountConfig, fetchFunction)),
  ]);
}
