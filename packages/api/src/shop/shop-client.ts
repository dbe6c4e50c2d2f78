import { type FetchFunction, expectSuccessStatus, httpError, readJson, send } from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import type { IdentityLogin } from '../identity/identity-client.ts';
import { type shopLoginBody, csrfTokenSchema } from './shop-contract.ts';

export async function fetchCsrfToken(fetchFunction: FetchFunction, sitePathPrefix: string): Promise<string> {
  const response = await send(fetchFunction, `${sitePathPrefix}/e/csrf`, { credentials: 'include' });
  if (!response.ok) return httpError(response, 'csrf');
  return (await readJson(response, (value) => safeCheck(csrfTokenSchema, value))).CSRFToken;
}

/** Posts the signed identity to the web shop, which opens its own session. */
export async function shopLogin(
  fetchFunction: FetchFunction,
  sitePathPrefix: string,
  csrfToken: string,
  login: IdentityLogin,
): Promise<void> {
  const response = await send(fetchFunction, `${sitePathPrefix}/e/gigyaraas/login`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', CSRFToken: csrfToken },
    body: JSON.stringify({
      gigyaData: {
        eventName: 'login',
        UID: login.UID,
        UIDSignature: login.UIDSignature,
        signatureTimestamp: login.signatureTimestamp,
        profile: login.profile,
        data: login.data,
      },
    } satisfies FromSchema<typeof shopLoginBody>),
  });
  await expectSuccessStatus(response, 'shop login');
}

export async function shopLogout(fetchFunction: FetchFunction, sitePathPrefix: string): Promise<void> {
  const response = await send(fetchFunction, `${sitePathPrefix}/e/logout`, { credentials: 'include' });
  await expectSuccessStatus(response, 'shop logout');
}
