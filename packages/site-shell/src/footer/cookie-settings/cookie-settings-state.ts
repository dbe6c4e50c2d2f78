import type { AnalyticsConsent } from '@shopfront/core';

/**
 * The footer's cookie settings (docs/site-shell.md §2): the dialog is closed, open, or closed with a fresh answer that
 * the footer confirms in its status region. `consent` is the stored answer, if any.
 */
export type CookieSettingsState =
  | { readonly status: 'closed'; readonly consent: AnalyticsConsent | undefined }
  | { readonly status: 'open'; readonly consent: AnalyticsConsent | undefined }
  | { readonly status: 'answered'; readonly consent: AnalyticsConsent };

export type CookieSettingsAction =
  | { readonly type: 'opened' }
  | { readonly type: 'dismissed' }
  | { readonly type: 'answered'; readonly consent: AnalyticsConsent };

export function cookieSettingsReducer(state: CookieSettingsState, action: CookieSettingsAction): CookieSettingsState {
  switch (action.type) {
    case 'opened':
      return { status: 'open', consent: state.consent };
    case 'dismissed':
      return state.status === 'open' ? { status: 'closed', consent: state.consent } : state;
    case 'answered':
      return { status: 'answered', consent: action.consent };
    default:
      return action satisfies never;
  }
}
