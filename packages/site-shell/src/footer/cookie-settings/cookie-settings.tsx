import { Suspense, lazy } from 'react';
import { StatusMessage, useText } from '@shopfront/ui';
import { useCookieSettings } from './use-cookie-settings.ts';

const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.tsx'));

/** The footer's Cookie Settings button, its dialog (loaded on first open) and the confirmation of an answer. */
export function CookieSettings() {
  const text = useText();
  const { state, dialogLoaded, getButtonProps, getDialogProps, answered } = useCookieSettings();
  return (
    <div className="sf-footer__privacy-control" data-state={state.status}>
      <button type="button" className="sf-footer__text-button" {...getButtonProps()}>
        {text('footer.cookieSettings')}
      </button>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog {...getDialogProps()} onAnswered={answered} />
        </Suspense>
      ) : null}
      <StatusMessage>
        {state.status === 'answered'
          ? text(state.consent === 'granted' ? 'footer.analyticsGranted' : 'footer.analyticsDenied')
          : null}
      </StatusMessage>
    </div>
  );
}
