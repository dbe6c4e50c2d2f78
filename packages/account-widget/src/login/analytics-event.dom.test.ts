import { afterEach, describe, expect, it } from 'vitest';
import { analyticsConsentStorageKey } from '@shopfront/api/browser';
import { pushAnalyticsEventWithConsent } from './analytics-event.ts';

type DataLayerWindow = Window & { dataLayer?: unknown };
const page = window as DataLayerWindow;
const loginEvent = { event: 'login', method: 'email' };

afterEach(() => {
  localStorage.clear();
  delete page.dataLayer;
});

describe('pushAnalyticsEventWithConsent (the login flow’s analytics gate)', () => {
  it.each([
    ['accepted', 'granted', true],
    ['refused', 'denied', false],
    ['never answered', null, false],
    ['an unknown stored value', 'yes', false],
  ])('with analytics %s pushes: %j', (_case, stored, pushed) => {
    if (stored !== null) localStorage.setItem(analyticsConsentStorageKey, stored);
    page.dataLayer = [];
    expect(pushAnalyticsEventWithConsent(loginEvent)).toBe(pushed);
    expect(page.dataLayer).toEqual(pushed ? [loginEvent] : []);
  });

  it('creates the dataLayer a tag manager reads when the page has none yet', () => {
    localStorage.setItem(analyticsConsentStorageKey, 'granted');
    expect(pushAnalyticsEventWithConsent(loginEvent)).toBe(true);
    expect(page.dataLayer).toEqual([loginEvent]);
  });

  it('leaves a dataLayer that is not an array alone', () => {
    localStorage.setItem(analyticsConsentStorageKey, 'granted');
    page.dataLayer = { push: 'not ours' };
    expect(pushAnalyticsEventWithConsent(loginEvent)).toBe(false);
  });
});
