import { type ReactNode, use, useMemo } from 'react';
import { type CompiledCatalogue, type Locale, withMoreTexts } from '@shopfront/i18n';
import { loadHeaderOverlayCatalogue } from '@shopfront/i18n/header-overlay-catalogue';
import { TextsProvider, useTexts } from '@shopfront/ui';

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
  const shellTexts = useTexts();
  const overlayPart = use(preloadOverlayTexts(shellTexts.locale as Locale));
  const texts = useMemo(() => withMoreTexts(shellTexts, [overlayPart]), [shellTexts, overlayPart]);
  return <TextsProvider texts={texts}>{children}</TextsProvider>;
}
