import type { AnalyticsConsent } from '@shopfront/core';

/**
 * The footer's cookie settings (docs/site-shell.md §2): the dialog is closed, open, or closed with a fresh answer that
 * the footer confirms in its status region.
 */
export type CookieSettingsState =
  | { readonly status: 'closed' }
  | { readonly status: 'open' }
  | { readonly status: 'answered'; readonly consent: AnalyticsConsent };

export type CookieSettingsAction =
  | { readonly type: 'opened' }
  | { readonly type: 'dismissed' }
  | { readonly type: 'answered'; readonly consent: AnalyticsConsent };

export function cookieSettingsReducer(state: CookieSettingsState, action: CookieSettingsAction): CookieSettingsState {
  switch (action.type) {
    case 'opened':
      return { status: 'open' };
    case 'dismissed':
      return state.status === 'open' ? { status: 'closed' } : state;
    case 'answered':
      return { status: 'answered', consent: action.consent };
    default:
      return action satisfies never;
  }
}
