import { createHmac, timingSafeEqual } from 'node:crypto';

/** A registration started by accounts.initRegistration must be finished within this time. */
export const registrationStartLifetimeSeconds = 60 * 60;

function signatureOf(apiKey: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'base64')).update(`registration.${apiKey}.${expiresAt}`).digest('base64url');
}

/**
 * The regToken of accounts.initRegistration: the market and an expiry, signed with the partner secret, so starting
 * a registration stores nothing (anyone may start one).
 */
export function startRegistration(apiKey: string, now: Date, secret: string): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + registrationStartLifetimeSeconds;
  return `${expiresAt}.${signatureOf(apiKey, expiresAt, secret)}`;
}

export function isRegistrationStarted(regToken: string, apiKey: string, now: Date, secret: string): boolean {
  const [expiry, signature] = regToken.split('.');
  const expiresAt = Number(expiry);
  if (!signature || !Number.isInteger(expiresAt) || expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(apiKey, expiresAt, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
