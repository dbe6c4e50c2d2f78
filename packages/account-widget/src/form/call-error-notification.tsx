import type { AccountCallErrorText } from '@shopfront/core';
import { Notification, useText } from '@shopfront/ui';

/** A failed account call as a notification: the catalogue's text, or the server's own message (§8). */
export function CallErrorNotification({ error }: { readonly error: AccountCallErrorText }) {
  const text = useText();
  return (
    <Notification tone="error" title={text('error.title')}>
      {error.kind === 'catalogue' ? text(error.messageKey) : error.message}
    </Notification>
  );
}

/** A failure whose text is a catalogue key, under the catalogue's error title. */
export function ErrorNotification({ messageKey }: { readonly messageKey: string }) {
  const text = useText();
  return (
    <Notification tone="error" title={text('error.title')}>
      {text(messageKey)}
    </Notification>
  );
}
