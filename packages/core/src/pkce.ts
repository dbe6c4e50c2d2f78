/** RFC 7636 §4.1 unreserved characters: `A-Z a-z 0-9 - . _ ~` (66 characters). */
export const UNRESERVED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

export const PKCE_VERIFIER_LENGTH = 60;
export const STATE_LENGTH = 61;

// Bytes at or above 198 (= 3 × 66) are discarded: mapping all 256 byte values with `% 66`
// would make the first 58 characters of the alphabet more likely than the rest.
const UNBIASED_BYTE_LIMIT = 256 - (256 % UNRESERVED_ALPHABET.length);
// crypto.getRandomValues refuses requests over 65,536 bytes.
const MAX_RANDOM_BYTES_PER_CALL = 65_536;

/** A string of `length` characters drawn uniformly from the unreserved alphabet. */
export function randomUnreservedString(length: number): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`length must be a non-negative integer, got ${length}`);
  }
  const characters: string[] = [];
  while (characters.length < length) {
    // Ask for a little more than needed so one call usually suffices despite rejections.
    const missing = length - characters.length;
    const bytes = new Uint8Array(Math.min(MAX_RANDOM_BYTES_PER_CALL, Math.ceil(missing * 1.5) + 8));
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      characters.push(UNRESERVED_ALPHABET.charAt(byte % UNRESERVED_ALPHABET.length));
      if (characters.length === length) break;
    }
  }
  return characters.join('');
}

function base64UrlWithoutPadding(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The S256 code challenge: base64url (no padding) of the SHA-256 of the verifier's ASCII bytes. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlWithoutPadding(new Uint8Array(digest));
}

export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomUnreservedString(PKCE_VERIFIER_LENGTH);
  return { verifier, challenge: await pkceChallenge(verifier) };
}

/** The OAuth `state` value sent with the authorization request. */
export function createState(): string {
  return randomUnreservedString(STATE_LENGTH);
}
