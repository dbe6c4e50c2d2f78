import { type AnalyticsConsent, analyticsAllowed, analyticsConsentOf } from '@shopfront/core';
import { type ShopfrontEventDetails, dispatchShopfrontEvent } from './shopfront-events.ts';

/** Where the cookie settings keep the visitor's answer, for every page of the shop and the widget. */
export const analyticsConsentStorageKey = 'shopfront.analyticsConsent';

/** Announced on the page-wide bus when the visitor answers the cookie settings; `detail` is `{ consent }`. */
export const analyticsConsentEventName = 'shopfront:analytics-consent';

export type AnalyticsConsentDetail = ShopfrontEventDetails['shopfront:analytics-consent'];

/** The stored answer; undefined when the visitor has not answered or storage cannot be read. */
export function readAnalyticsConsent(): AnalyticsConsent | undefined {
  try {
    return analyticsConsentOf(localStorage.getItem(analyticsConsentStorageKey));
  } catch {
    return undefined;
  }
}

/** Keeps the answer (if storage allows) and announces it on the bus. */
export function saveAnalyticsConsent(consent: AnalyticsConsent): void {
  try {
    localStorage.setItem(analyticsConsentStorageKey, consent);
  } catch (error) {
    console.warn('The analytics choice could not be stored', error);
  }
  dispatchShopfrontEvent(analyticsConsentEventName, { consent });
}

/** Whether the visitor has accepted analytics on this browser. */
export function analyticsConsented(): boolean {
  return analyticsAllowed(readAnalyticsConsent());
}
