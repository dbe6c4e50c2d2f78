import { createHmac, timingSafeEqual } from 'node:crypto';

/** A registration started by accounts.initRegistration must be finished within this time. */
const registrationStartLifetimeSeconds = 60 * 60;

function signatureOf(apiKey: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'base64'))
    .update(`registration.${apiKey}.${expiresAt}`)
    .digest('base64url');
}

function isSameSignature(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected);
  const givenBytes = Buffer.from(given);
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
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
  return isSameSignature(signatureOf(apiKey, expiresAt, secret), signature);
}

/** How long the regToken of a login refused for a pending verification can ask for the link again. */
const pendingVerificationTokenLifetimeSeconds = 60 * 60;

function pendingVerificationSignatureOf(apiKey: string, uid: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'base64'))
    .update(`pending-verification.${apiKey}.${uid}.${expiresAt}`)
    .digest('base64url');
}

/**
 * The regToken a login refused with 206002 (Account Pending Verification) carries, as in CDC: it names the account
 * for accounts.resendVerificationCode, signed with the partner secret. Only the right password gets one, and it
 * finishes no login (accounts.setAccountInfo knows only the stored regTokens of missing consents).
 */
export function pendingVerificationToken(apiKey: string, uid: string, now: Date, secret: string): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + pendingVerificationTokenLifetimeSeconds;
  return `${expiresAt}.${uid}.${pendingVerificationSignatureOf(apiKey, uid, expiresAt, secret)}`;
}

/** The account a pending-verification regToken names, when it is the market's, unexpired and signed by us. */
export function uidOfPendingVerification(
  regToken: string,
  apiKey: string,
  now: Date,
  secret: string,
): string | undefined {
  const [expiry, uid, signature, ...rest] = regToken.split('.');
  const expiresAt = Number(expiry);
  if (!uid || !signature || rest.length > 0 || !Number.isInteger(expiresAt) || expiresAt * 1000 <= now.getTime())
    return undefined;
  return isSameSignature(pendingVerificationSignatureOf(apiKey, uid, expiresAt, secret), signature) ? uid : undefined;
}
