import { describe, expect, it } from 'vitest';
import { type CookieSettingsAction, type CookieSettingsState, cookieSettingsReducer } from './cookie-settings-state.ts';

describe('cookieSettingsReducer', () => {
  it.each<[CookieSettingsState, CookieSettingsAction, CookieSettingsState]>([
    [{ status: 'closed' }, { type: 'opened' }, { status: 'open' }],
    [{ status: 'answered', consent: 'denied' }, { type: 'opened' }, { status: 'open' }],
    [{ status: 'open' }, { type: 'dismissed' }, { status: 'closed' }],
    [{ status: 'answered', consent: 'granted' }, { type: 'dismissed' }, { status: 'answered', consent: 'granted' }],
    [{ status: 'open' }, { type: 'answered', consent: 'granted' }, { status: 'answered', consent: 'granted' }],
    [{ status: 'open' }, { type: 'answered', consent: 'denied' }, { status: 'answered', consent: 'denied' }],
  ])('%j + %j → %j', (state, action, next) => {
    expect(cookieSettingsReducer(state, action)).toEqual(next);
  });
});
