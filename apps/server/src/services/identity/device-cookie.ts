import { createHash, randomBytes } from 'node:crypto';
import type { NormalisedEmail } from '@shopfront/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';
import type { LoginAttempt } from './login-guard.ts';

/**
 * OWASP's device cookie: after a successful login the browser gets a signed cookie naming the account (by a hash of
 * its address) and a random device id. Its next logins to that account are counted on the device's own budget, so
 * a lock that strangers caused elsewhere does not keep the owner out (docs/decisions/008-lockout-device-cookies.md).
 */
export const deviceCookieName = 'idp_device';
const deviceCookieLifetimeSeconds = 180 * 24 * 60 * 60;

function accountKey(market: string, email: NormalisedEmail): string {
  return createHash('sha256').update(`${market}\n${email}`).digest('base64url').slice(0, 22);
}

/** The attempt as the login guard counts it: this browser's device, if its cookie names this account. */
export function loginAttemptOf(request: FastifyRequest, market: string, email: NormalisedEmail): LoginAttempt {
  const cookie = request.cookies[deviceCookieName];
  const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
  if (unsigned?.valid && unsigned.value) {
    const [key, deviceId] = unsigned.value.split('.');
    if (key === accountKey(market, email) && deviceId) return { kind: 'trusted-device', deviceId };
  }
  return { kind: 'untrusted', source: request.ip };
}

/** Marks the browser as a device of this account (keeping its device id if it had one). */
export function rememberDevice(
  reply: FastifyReply,
  attempt: LoginAttempt,
  market: { country: string; domain: string },
  email: NormalisedEmail,
  now: Date,
): void {
  const deviceId = attempt.kind === 'trusted-device' ? attempt.deviceId : randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName, `${accountKey(market.country, email)}.${deviceId}`, {
    ...sessionCookieOptions(market.domain, new Date(now.getTime() + deviceCookieLifetimeSeconds * 1000)),
    signed: true,
  });
}
