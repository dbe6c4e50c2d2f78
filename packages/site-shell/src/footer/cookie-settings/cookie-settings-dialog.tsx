import type { AnalyticsConsent } from '@shopfront/core';
import { saveAnalyticsConsent } from '@shopfront/api/browser';
import { Button, Dialog, useText } from '@shopfront/ui';

export interface CookieSettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** After the answer is stored and announced. */
  readonly onAnswered: (consent: AnalyticsConsent) => void;
}

/**
 * Accept or refuse analytics: both answers equally prominent; the answer is stored and announced on the bus
 * (`shopfront:analytics-consent`). A chunk of its own, loaded on the first open.
 */
export default function CookieSettingsDialog({ open, onClose, onAnswered }: CookieSettingsDialogProps) {
  const text = useText();
  const answer = (consent: AnalyticsConsent) => {
    saveAnalyticsConsent(consent);
    onAnswered(consent);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={text('footer.cookieSettings')}
      description={text('footer.cookieSettingsText')}
      closeLabel={text('dialog.close')}
    >
      <div className="sf-cookie-settings__answers">
        <Button variant="primary" onClick={() => answer('granted')}>
          {text('footer.analyticsAccept')}
        </Button>
        <Button variant="primary" onClick={() => answer('denied')}>
          {text('footer.analyticsRefuse')}
        </Button>
      </div>
    </Dialog>
  );
}
