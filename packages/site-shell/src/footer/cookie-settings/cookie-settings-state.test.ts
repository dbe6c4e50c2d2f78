import { describe, expect, it } from 'vitest';
import { type CookieSettingsAction, type CookieSettingsState, cookieSettingsReducer } from './cookie-settings-state.ts';

describe('cookieSettingsReducer', () => {
  it.each<[CookieSettingsState, CookieSettingsAction, CookieSettingsState]>([
    [{ status: 'closed', consent: undefined }, { type: 'opened' }, { status: 'open', consent: undefined }],
    [{ status: 'answered', consent: 'denied' }, { type: 'opened' }, { status: 'open', consent: 'denied' }],
    [{ status: 'open', consent: 'granted' }, { type: 'dismissed' }, { status: 'closed', consent: 'granted' }],
    [{ status: 'answered', consent: 'granted' }, { type: 'dismissed' }, { status: 'answered', consent: 'granted' }],
    [
      { status: 'open', consent: undefined },
      { type: 'answered', consent: 'granted' },
      { status: 'answered', consent: 'granted' },
    ],
    [
      { status: 'open', consent: 'granted' },
      { type: 'answered', consent: 'denied' },
      { status: 'answered', consent: 'denied' },
    ],
  ])('%j + %j → %j', (state, action, next) => {
    expect(cookieSettingsReducer(state, action)).toEqual(next);
  });
});
