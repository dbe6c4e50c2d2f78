/**
 * The standalone loader: one `<script type="module" src=".../shopfront-loader.js" data-locale="en-GB"
 * data-config-url="...">` on a host page without React. It only listens on the event bus; the first dialog request
 * imports the dialog bundle (React included) and fetches the configuration, both at once; later ones reuse them.
 */
import { accountDialogEventName, isAccountDialogRequest, requestAccountWidgetConfig } from '@shopfront/api';
import { loaderSettingsOf } from './loader-settings.ts';
import type { openStandaloneDialog } from './standalone-widget.ts';

const settings = loaderSettingsOf(document, import.meta.url);
if (settings) {
  let widget: Promise<{ openStandaloneDialog: typeof openStandaloneDialog }> | undefined;
  // The configuration is asked for at the same time as the bundle, not after it.
  let configResponse: Promise<Response> | undefined;
  window.addEventListener(accountDialogEventName, (event) => {
    const request = (event as CustomEvent<unknown>).detail;
    if (!isAccountDialogRequest(request)) return;
    widget ??= import('./standalone-widget.ts');
    configResponse ??= requestAccountWidgetConfig(fetch, settings.configUrl);
    const response = configResponse;
    widget
      .then((standalone) => standalone.openStandaloneDialog(request, settings, response))
      .catch((error: unknown) => {
        widget = undefined;
        configResponse = undefined;
        console.error('The account dialog could not be opened', error);
      });
  });
} else {
  console.error('shopfront-loader.js needs data-locale and data-config-url on its <script> tag');
}
