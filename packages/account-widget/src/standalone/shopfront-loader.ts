/**
 * The standalone loader: one `<script type="module" src=".../shopfront-loader.js" data-locale="en-GB"
 * data-config-url="...">` on a host page without React. It only listens on the event bus; the first dialog request,
 * or before it the visitor's intent (pointer or focus on an element marked `data-shopfront-dialog`), asks for the
 * configuration, the dialog bundle (React and the login screen, every chunk of it at once) and the locale's texts
 * together, none waiting for another; later requests reuse them, and requests made meanwhile wait.
 */
import { requestAccountWidgetConfig } from '@shopfront/api';
import { listenForAccountDialogRequests } from '../account-dialog-requests.ts';
import { loaderSettingsOf } from './loader-settings.ts';

const settings = loaderSettingsOf(document, import.meta.url);
if (settings) {
  listenForAccountDialogRequests(async (intent) => {
    const configResponse = requestAccountWidgetConfig(fetch, settings.configUrl);
    // The texts are a chunk per locale, which only code can name: its small map is fetched beside the bundle, so the
    // catalogue does not wait for React to download and run. A failure shows where the dialog root asks for them again.
    import('./standalone-texts.ts').then((texts) => texts.loadStandaloneTexts(settings.locale)).catch(() => undefined);
    const standalone = await import('./standalone-widget.ts');
    return standalone.standaloneDialogOpener(settings, configResponse, intent);
  });
} else {
  console.error('shopfront-loader.js needs data-locale and data-config-url on its <script> tag');
}
