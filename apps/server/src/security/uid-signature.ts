import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed login may be when the shop receives it (docs/rules.md). */
export const uidSignatureMaxAgeSeconds = 180;
/** How far ahead of the shop's clock a signature may be: clock skew, and logins of one account in quick succession. */
export const uidSignatureMaxLeadSeconds = 30;

/** base64(HMAC-SHA1(base64-decode(partner secret), `${timestamp}_${UID}`)), the CDC UIDSignature. */
export function signUid(uid: string, timestamp: string, partnerSecret: string): string {
  return createHmac('sha1', Buffer.from(partnerSecret, 'base64')).update(`${timestamp}_${uid}`).digest('base64');
}

export function isValidUidSignature(
  input: { uid: string; signature: string; timestamp: string },
  partnerSecret: string,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(input.timestamp)) return false;
  const ageSeconds = now.getTime() / 1000 - Number(input.timestamp);
  if (ageSeconds > uidSignatureMaxAgeSeconds || ageSeconds < -uidSignatureMaxLeadSeconds) return false;
  const expected = Buffer.from(signUid(input.uid, input.timestamp, partnerSecret));
  const received = Buffer.from(input.signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
