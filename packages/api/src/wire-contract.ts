/**
 * Names and formats that browser and server must agree on, defined once: the server imports them from here too.
 */

/** The identity session cookie the login answer names: `glt_<apiKey>` (docs/rules.md, identity provider). */
export function identitySessionCookieName(apiKey: string): string {
  return `glt_${apiKey}`;
}

/** Cookies of the identity provider's SDK; logout removes every cookie with one of these prefixes. */
export const identityCookiePrefixes = ['glt_', 'gig_'] as const;

/** Marks a finished code exchange: while it exists, a new login skips the authorization redirect (docs/account-widget.md §4 step 6). */
export const authCodeCookieName = 'shopfront_auth';

/** The scopes a login asks the identity provider's authorization server for (docs/account-widget.md §9). */
export const loginScopes = 'openid customer_data bpdata shop';
/** The auth proxy asks for these on top. */
export const authProxyExtraScopes = 'email profile zuora mcs stock';

/** How CDC names a consent the login still needs: `preferences.terms-statement.isConsentGranted`. */
export function missingConsentField(consentId: string): string {
  return `preferences.${consentId}.isConsentGranted`;
}

/** `preferences.terms-statement.isConsentGranted` → `terms-statement`. */
export function consentIdOfMissingField(field: string): string | undefined {
  return /^preferences\.([A-Za-z0-9-]+)\.isConsentGranted$/.exec(field)?.[1];
}
