import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../sessions/session-cookie.ts';

/**
 * OWASP's device cookie (docs/decisions/008-lockout-device-cookies.md), also what names a signed-in device
 * (docs/decisions/021-signed-in-devices.md): signed, it holds a hash of the account (market and address) and a random
 * device id, so it names no account in clear text and cannot be forged.
 */
export const deviceCookieName = 'idp_device';
const deviceCookieLifetimeSeconds = 180 * 24 * 60 * 60;

/** Whom a device cookie is for: the market's country and the normalised address. */
export interface DeviceAccount {
  readonly market: string;
  readonly normalisedEmail: string;
}

function accountKey({ market, normalisedEmail }: DeviceAccount): string {
  return createHash('sha256').update(`${market}\n${normalisedEmail}`).digest('base64url').slice(0, 22);
}

/** The device id of the request's device cookie, if the cookie is genuine and names this account. */
export function deviceIdOf(request: FastifyRequest, account: DeviceAccount): string | undefined {
  const cookie = request.cookies[deviceCookieName];
  const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  const [key, deviceId] = unsigned.value.split('.');
  return key === accountKey(account) && deviceId ? deviceId : undefined;
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/** Gives the browser (again) the device cookie of this account and device, for another 180 days. */
export function setDeviceCookie(
  reply: FastifyReply,
  account: DeviceAccount,
  deviceId: string,
  cookieDomain: string,
  now: Date,
): void {
  reply.setCookie(deviceCookieName, `${accountKey(account)}.${deviceId}`, {
    ...sessionCookieOptions(cookieDomain, new Date(now.getTime() + deviceCookieLifetimeSeconds * 1000)),
    signed: true,
  });
}
