import type { AccountWidgetConfig } from '@shopfront/api';
import type { Locale } from '@shopfront/i18n';

// What the loaders (loader.ts, standalone/) hand to the dialog root: a module of its own, so that neither imports the other.

/** Where the widget's screens link to: registration and the documents a customer consents to. */
export interface AccountWidgetLinks {
  readonly registerHref: string;
  readonly privacyHref: string;
  readonly termsHref: string;
  /** The club terms; without them the club's join text names the terms without a link. */
  readonly clubTermsHref?: string;
}

/** What the dialog root is given once the first dialog request has loaded it. */
export interface AccountWidgetSettings {
  readonly config: AccountWidgetConfig;
  /** The widget's one locale: its texts, its formats and the `lang` it sends; the configuration's own is not read. */
  readonly locale: Locale;
  readonly links: AccountWidgetLinks;
  readonly fullLogoutOnExpiredSession: boolean;
}
