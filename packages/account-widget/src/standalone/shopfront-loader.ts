/**
 * The standalone loader: one `<script type="module" src=".../shopfront-loader.js" data-locale="en-GB"
 * data-config-url="...">` on a host page without React. It only listens on the event bus; the first dialog request
 * imports the dialog bundle (React included) and the configuration, later ones reuse them.
 */
import { accountDialogEventName, isAccountDialogRequest } from '@shopfront/api';
import { loaderSettingsOf } from './loader-settings.ts';
import type { openStandaloneDialog } from './standalone-widget.ts';

const settings = loaderSettingsOf(document, import.meta.url);
if (settings) {
  let widget: Promise<{ openStandaloneDialog: typeof openStandaloneDialog }> | undefined;
  window.addEventListener(accountDialogEventName, (event) => {
    const request = (event as CustomEvent<unknown>).detail;
    if (!isAccountDialogRequest(request)) return;
    widget ??= import('./standalone-widget.ts');
    widget
      .then((standalone) => standalone.openStandaloneDialog(request, settings))
      .catch((error: unknown) => {
        widget = undefined;
        console.error('The account dialog could not be opened', error);
      });
  });
} else {
  console.error('shopfront-loader.js needs data-locale and data-config-url on its <script> tag');
}
