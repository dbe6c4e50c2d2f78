import type { AnalyticsConsent } from '@shopfront/core';
import { Button, Dialog, useText } from '@shopfront/ui';

export interface CookieSettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAnswer: (consent: AnalyticsConsent) => void;
}

/** Accept or refuse analytics: both answers equally prominent. A chunk of its own, loaded on the first open. */
export default function CookieSettingsDialog({ open, onClose, onAnswer }: CookieSettingsDialogProps) {
  const text = useText();
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
        <Button variant="primary" onClick={() => onAnswer('granted')}>
          {text('footer.analyticsAccept')}
        </Button>
        <Button variant="primary" onClick={() => onAnswer('denied')}>
          {text('footer.analyticsRefuse')}
        </Button>
      </div>
    </Dialog>
  );
}
