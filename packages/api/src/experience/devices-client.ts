import { type FetchFunction, discardBody, readJson, send } from '../api-error.ts';
import { safeCheck } from '../json-schema-check.ts';
import { type SignedInDevice, signedInDevicesSchema } from './devices-contract.ts';
import { failure } from './account-client.ts';

export type { SignedInDevice };

/** The signed-in customer's devices with a live session (`GET devices`). */
export async function fetchSignedInDevices(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
): Promise<readonly SignedInDevice[]> {
  const response = await send(fetchFunction, `${experienceApiHost}devices`, { credentials: 'include' });
  if (!response.ok) await failure(response);
  return (await readJson(response, (value) => safeCheck(signedInDevicesSchema, value))).devices;
}

async function postDevices(fetchFunction: FetchFunction, url: string, body: object): Promise<void> {
  const response = await send(fetchFunction, url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) await failure(response);
  await discardBody(response);
}

/** Signs one device of the customer out: its sessions and grants end on every instance (`POST devices/sign-out`). */
export function signOutDevice(fetchFunction: FetchFunction, experienceApiHost: string, id: string): Promise<void> {
  return postDevices(fetchFunction, `${experienceApiHost}devices/sign-out`, { id });
}

/** Signs every device but this one out (`POST devices/sign-out-others`). */
export function signOutOtherDevices(fetchFunction: FetchFunction, experienceApiHost: string): Promise<void> {
  return postDevices(fetchFunction, `${experienceApiHost}devices/sign-out-others`, {});
}
