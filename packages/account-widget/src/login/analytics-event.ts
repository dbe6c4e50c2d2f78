import { analyticsConsented } from '@shopfront/api/browser';

type DataLayerWindow = Window & { dataLayer?: unknown };

/**
 * Pushes an analytics event onto the page's `dataLayer` (created as a tag manager expects when the page has none yet),
 * but only when the visitor has accepted analytics in the cookie settings (docs/account-widget.md §4 step 8).
 * Returns whether the event was pushed.
 */
export function pushAnalyticsEventWithConsent(event: Record<string, unknown>): boolean {
  if (!analyticsConsented()) return false;
  const page = window as DataLayerWindow;
  if (page.dataLayer === undefined) page.dataLayer = [];
  if (!Array.isArray(page.dataLayer)) return false;
  page.dataLayer.push(event);
  return true;
}
