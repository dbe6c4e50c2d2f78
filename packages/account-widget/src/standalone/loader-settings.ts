import type { AccountWidgetLinks } from '../widget-settings.ts';

/** What a host page tells the standalone loader through its `<script>` tag's data attributes. */
export interface LoaderSettings {
  /** `data-locale`, e.g. `en-GB`. */
  readonly locale: string;
  /** `data-config-url`: where the widget's configuration for the host's market is fetched on the first open. */
  readonly configUrl: string;
  /** `data-register-href`, `data-privacy-href`, `data-terms-href`, `data-club-terms-href`; the market's defaults when absent. */
  readonly links: Partial<AccountWidgetLinks>;
  /** `data-full-logout-on-expired-session`: a dialog whose session check answers 401 ends every session (account-widget.md §4). */
  readonly fullLogoutOnExpiredSession: boolean;
}

/**
 * Reads the settings from the loader's own `<script>` tag (the one whose `src` is the loader's URL, or else the first
 * with a `data-config-url`); undefined when there is none or it lacks a locale or a configuration URL.
 */
export function loaderSettingsOf(document: Document, loaderUrl: string): LoaderSettings | undefined {
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-config-url]')];
  const script = scripts.find((candidate) => candidate.src === loaderUrl) ?? scripts[0];
  const { locale, configUrl, registerHref, privacyHref, termsHref, clubTermsHref, fullLogoutOnExpiredSession } =
    script?.dataset ?? {};
  if (!locale || !configUrl) return undefined;
  const links = Object.fromEntries(
    Object.entries({ registerHref, privacyHref, termsHref, clubTermsHref }).filter(([, href]) => href),
  );
  return {
    locale,
    configUrl: new URL(configUrl, document.baseURI).href,
    links,
    fullLogoutOnExpiredSession: fullLogoutOnExpiredSession !== undefined,
  };
}
