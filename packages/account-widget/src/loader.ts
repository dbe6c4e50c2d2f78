import { type AccountWidgetConfig, accountDialogEventName, isAccountDialogRequest } from '@shopfront/api';
import type { Locale } from '@shopfront/i18n';

/** Where the widget's screens link to: registration and the documents a customer consents to. */
export interface AccountWidgetLinks {
  readonly registerHref: string;
  readonly privacyHref: string;
  readonly termsHref: string;
  /** The club terms; without them the club's join text names the terms without a link. */
  readonly clubTermsHref?: string;
}

export interface MountAccountWidgetOptions {
  readonly locale: Locale;
  /** Called on the first dialog request only: a host page pays nothing for the widget until then. */
  readonly loadConfig: () => Promise<AccountWidgetConfig>;
  readonly legalLinks: AccountWidgetLinks;
  /** A dialog whose session check answers 401 performs a full logout before going to log in (docs/account-widget.md §4). */
  readonly fullLogoutOnExpiredSession?: boolean;
}

/**
 * Mounts the widget once per page: it listens on the page-wide event bus and loads a dialog's code the first time
 * one is asked for. Returns a function that unmounts the listener.
 */
export function mountAccountWidget(options: MountAccountWidgetOptions): () => void {
  let configPromise: Promise<AccountWidgetConfig> | undefined;
  const onRequest = (event: Event) => {
    const request = (event as CustomEvent<unknown>).detail;
    if (!isAccountDialogRequest(request)) return;
    configPromise ??= options.loadConfig();
    // The widget's texts are fetched beside the dialog's code (the root reads the same module when it mounts), not
    // after it has run: the page's own catalogue holds none of them.
    void import('@shopfront/i18n/widget-catalogue').then((texts) => texts.loadWidgetCatalogue(options.locale)).catch(() => undefined);
    Promise.all([configPromise, import('./dialog/account-dialog-root.tsx')])
      .then(([config, dialogs]) => dialogs.showAccountDialog(request, {
          config,
          locale: options.locale,
          legalLinks: options.legalLinks,
          fullLogoutOnExpiredSession: options.fullLogoutOnExpiredSession === true,
        }))
      .catch((error: unknown) => {
        configPromise = undefined;
        console.error('The account dialog could not be opened', error);
      });
  };
  window.addEventListener(accountDialogEventName, onRequest);
  return () => window.removeEventListener(accountDialogEventName, onRequest);
}
