/**
 * The value the footer's partner locator form hands to the partner locator page (docs/site-shell.md §7):
 * before the form is submitted, the entered postcode or town is stored in sessionStorage under
 * `partnerLocatorStorageKey` as base64 of `loc=<value>`. The value is UTF-8 encoded first, so towns such as
 * "Kraków" or "Zürich" survive; base64 is the standard alphabet with padding.
 */
export const partnerLocatorStorageKey = 'shopfront.partnerLocator';

const prefix = 'loc=';

function base64OfUtf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function utf8OfBase64(encoded: string): string | null {
  let binary: string;
  try {
    binary = atob(encoded);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** base64 of `loc=<value>` (UTF-8). */
export function encodeLocatorValue(value: string): string {
  return base64OfUtf8(prefix + value);
}

/** The value stored by `encodeLocatorValue`, or null when the stored text is not base64 of UTF-8 `loc=…`. */
export function decodeLocatorValue(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const decoded = utf8OfBase64(stored);
  if (decoded === null || !decoded.startsWith(prefix)) return null;
  return decoded.slice(prefix.length);
}
