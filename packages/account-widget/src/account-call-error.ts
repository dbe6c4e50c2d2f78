import { type AccountCallErrorText, accountCallErrorText, providerErrorMessageKey } from '@shopfront/core';
import { ApiError } from '@shopfront/api';

/** How one screen reads a failed call, where it differs from the catalogue's general texts. */
export interface ErrorTextOverrides {
  /** Codes that mean something of their own on this screen, e.g. `sap_403042` (a wrong current password). */
  readonly codes?: Readonly<Record<string, string>>;
  /** The catalogue lookup of a provider code: `providerErrorMessageKey`, or the new-password screens' own. */
  readonly lookup?: (code: string) => string | undefined;
  /** The text when the code has none (or the call got no answer); `error.unknown` unless given. */
  readonly fallback?: string;
}

/** The catalogue key of a failed call (docs/account-widget.md §8): one mapper for every screen, with its overrides. */
export function errorMessageKeyOf(
  error: unknown,
  { codes = {}, lookup = providerErrorMessageKey, fallback = 'error.unknown' }: ErrorTextOverrides = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  return codes[error.code] ?? lookup(error.code) ?? fallback;
}

/** The text of a failed account call (docs/account-widget.md §8): a catalogue text, or the server's own message. */
export function accountCallErrorOf(error: unknown): AccountCallErrorText {
  if (!(error instanceof ApiError) || error.status === undefined)
    return { kind: 'catalogue', messageKey: 'error.unknown' };
  // The experience API's error carries the server's own words (or none) beside its message; told apart by that field,
  // not by its class, so the screens without a session do not load the experience API's client for this.
  const serverMessage = 'serverMessage' in error ? error.serverMessage : error.message;
  return accountCallErrorText(error.status, error.code, typeof serverMessage === 'string' ? serverMessage : undefined);
}
