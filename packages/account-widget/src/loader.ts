import type { AccountWidgetConfig } from '@shopfront/api';
import type { Locale } from '@shopfront/i18n';
import { listenForAccountDialogRequests } from './account-dialog-requests.ts';
import type { AccountWidgetLinks, AccountWidgetSettings } from './widget-settings.ts';

export type { AccountWidgetLinks } from './widget-settings.ts';

export interface MountAccountWidgetOptions {
  /** The widget's one locale: its texts, its formats and the `lang` it sends (the configuration's own is not read). */
  readonly locale: Locale;
  /** Called on the first dialog request only: a host page pays nothing for the widget until then. */
  readonly loadConfig: () => Promise<AccountWidgetConfig>;
  readonly legalLinks: AccountWidgetLinks;
  /** A dialog whose session check answers 401 performs a full logout before going to log in (docs/account-widget.md §4). */
  readonly fullLogoutOnExpiredSession?: boolean;
}

/**
 * Mounts the widget once per page: it listens on the page-wide event bus from this call on and loads a dialog's code
 * the first time one is asked for, or on the visitor's intent (pointer or focus on an element marked
 * `data-shopfront-dialog`); a request made while that code loads is shown once it has (the latest only).
 * Call it before the page awaits anything else, so no early request goes unheard. Returns a function that unmounts
 * the listener.
 */
export function mountAccountWidget(options: MountAccountWidgetOptions): () => void {
  return listenForAccountDialogRequests(async (intent) => {
    // The widget's texts are fetched beside the dialog's code (the root reads the same module when it mounts), not
    // after it has run: the page's own catalogue holds none of them.
    void import('@shopfront/i18n/widget-catalogue')
      .then((texts) => texts.loadWidgetCatalogue(options.locale))
      .catch(() => undefined);
    const [config, dialogs] = await Promise.all([options.loadConfig(), import('./dialog/account-dialog-root.tsx')]);
    const settings: AccountWidgetSettings = {
      config,
      locale: options.locale,
      links: options.legalLinks,
      fullLogoutOnExpiredSession: options.fullLogoutOnExpiredSession === true,
    };
    await dialogs.mountAccountDialogs(settings, intent);
    return (request) => dialogs.showAccountDialog(request, settings);
  });
}
