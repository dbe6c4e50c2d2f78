import type { NormalisedEmail } from '@shopfront/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceIdOf, newDeviceId, setDeviceCookie } from '../../devices/device-cookie.ts';
import type { LoginAttempt } from './login-guard.ts';

export { deviceCookieName } from '../../devices/device-cookie.ts';

/** The attempt as the login guard counts it: this browser's device, if its cookie names this account. */
export function loginAttemptOf(request: FastifyRequest, market: string, email: NormalisedEmail): LoginAttempt {
  const deviceId = deviceIdOf(request, { market, normalisedEmail: email });
  return deviceId ? { kind: 'trusted-device', deviceId } : { kind: 'untrusted', source: request.ip };
}

/** The browser a login is made on: its device id, and whether the browser was new to the account. */
export interface LoginDevice {
  readonly deviceId: string;
  readonly isNew: boolean;
}

/**
 * Marks the browser as a device of this account, keeping its device id if it had one. Answers the device id, and
 * whether the browser was new to the account (the new-device notice).
 */
export function rememberDevice(
  reply: FastifyReply,
  attempt: LoginAttempt,
  market: { country: string; domain: string },
  email: NormalisedEmail,
  now: Date,
): LoginDevice {
  const isNew = attempt.kind !== 'trusted-device';
  const deviceId = attempt.kind === 'trusted-device' ? attempt.deviceId : newDeviceId();
  setDeviceCookie(reply, { market: market.country, normalisedEmail: email }, deviceId, market.domain, now);
  return { deviceId, isNew };
}

/** The device of a login that did not check a password here (a verified address, a finished consent step). */
export function deviceOfLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { readonly normalisedEmail: NormalisedEmail },
  market: { country: string; domain: string },
  now: Date,
): LoginDevice {
  const attempt = loginAttemptOf(request, market.country, account.normalisedEmail);
  return rememberDevice(reply, attempt, market, account.normalisedEmail, now);
}
