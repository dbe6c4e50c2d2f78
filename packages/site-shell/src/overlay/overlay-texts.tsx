import { type ReactNode, use, useMemo } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import type { CompiledCatalogue, Locale } from '@shopfront/i18n';
import { extendI18n } from '@shopfront/i18n/browser';
import { loadHeaderOverlayCatalogue } from '@shopfront/i18n/header-overlay-catalogue';

/** One load per language: `use` needs the same promise at every render. */
const loads = new Map<Locale, Promise<CompiledCatalogue>>();

/**
 * The overlay's texts in the page's language, loaded once. The header asks for them when the visitor shows the
 * intent to open the overlay, so they arrive with its code.
 */
export function preloadOverlayTexts(locale: Locale): Promise<CompiledCatalogue> {
  let load = loads.get(locale);
  if (!load) {
    // A failed load leaves the overlay its keys for once (never a broken header) and is tried again at the next open.
    load = loadHeaderOverlayCatalogue(locale).catch((error: unknown) => {
      console.warn('The overlay texts could not be loaded', error);
      loads.delete(locale);
      return {};
    });
    loads.set(locale, load);
  }
  return load;
}

/** The overlay's own texts beside the shell's, for what it renders (it suspends until they are there). */
export function OverlayTexts({ children }: { readonly children: ReactNode }) {
  const { i18n } = useLingui();
  const texts = use(preloadOverlayTexts(i18n.locale as Locale));
  const overlayI18n = useMemo(() => extendI18n(i18n, [texts]), [i18n, texts]);
  return <I18nProvider i18n={overlayI18n}>{children}</I18nProvider>;
}
