/**
 * The standalone loader: one `<script type="module" src=".../shopfront-loader.js" data-locale="en-GB"
 * data-config-url="...">` on a host page without React. It only listens on the event bus; the first dialog request
 * imports the dialog bundle (React included) and fetches the configuration, both at once; later ones reuse them, and
 * requests made meanwhile wait for them.
 */
import { requestAccountWidgetConfig } from '@shopfront/api';
import { listenForAccountDialogRequests } from '../account-dialog-requests.ts';
import { loaderSettingsOf } from './loader-settings.ts';

const settings = loaderSettingsOf(document, import.meta.url);
if (settings) {
  listenForAccountDialogRequests(async () => {
    // The configuration is asked for at the same time as the bundle, not after it.
    const configResponse = requestAccountWidgetConfig(fetch, settings.configUrl);
    const standalone = await import('./standalone-widget.ts');
    return (request) => standalone.openStandaloneDialog(request, settings, configResponse);
  });
} else {
  console.error('shopfront-loader.js needs data-locale and data-config-url on its <script> tag');
}
