import { useReducer, useState } from 'react';
import type { AnalyticsConsent } from '@shopfront/core';
import { cookieSettingsReducer } from './cookie-settings-state.ts';

/**
 * The cookie settings button and dialog. The dialog stores and announces an answer (`shopfront:analytics-consent`),
 * with its own code; the footer then confirms it.
 */
export function useCookieSettings() {
  const [state, dispatch] = useReducer(cookieSettingsReducer, { status: 'closed' });
  // The dialog's chunk is loaded on the first open, and the dialog stays mounted after it so that it can return focus.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  return {
    state,
    dialogLoaded,
    getButtonProps: () => ({
      'aria-haspopup': 'dialog' as const,
      onClick: () => {
        setDialogLoaded(true);
        dispatch({ type: 'opened' });
      },
    }),
    getDialogProps: () => ({ open: state.status === 'open', onClose: () => dispatch({ type: 'dismissed' }) }),
    answered: (consent: AnalyticsConsent) => dispatch({ type: 'answered', consent }),
  };
}
