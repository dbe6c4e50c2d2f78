/** The visitor's answer in the footer's cookie settings (docs/site-shell.md §2 bottom section). */
export type AnalyticsConsent = 'granted' | 'denied';

/** The stored answer, or undefined when the stored value is none of the answers (never asked, or tampered with). */
export function analyticsConsentOf(stored: unknown): AnalyticsConsent | undefined {
  return stored === 'granted' || stored === 'denied' ? stored : undefined;
}

/**
 * Whether analytics events (e.g. the login flow's, docs/account-widget.md §4 step 8) may be pushed: only after the
 * visitor accepted them. Refused, never asked or unreadable all mean no.
 */
export function analyticsAllowed(choice: unknown): boolean {
  return analyticsConsentOf(choice) === 'granted';
}
