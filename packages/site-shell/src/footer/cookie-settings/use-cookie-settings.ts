import { useReducer, useState } from 'react';
import type { AnalyticsConsent } from '@shopfront/core';
import { readAnalyticsConsent, saveAnalyticsConsent } from '@shopfront/api/browser';
import { cookieSettingsReducer } from './cookie-settings-state.ts';

/** The cookie settings button and dialog: an answer is stored and announced on the bus (`shopfront:analytics-consent`). */
export function useCookieSettings() {
  const [state, dispatch] = useReducer(cookieSettingsReducer, undefined, () => ({
    status: 'closed' as const,
    consent: readAnalyticsConsent(),
  }));
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
    answer(consent: AnalyticsConsent) {
      saveAnalyticsConsent(consent);
      dispatch({ type: 'answered', consent });
    },
  };
}
