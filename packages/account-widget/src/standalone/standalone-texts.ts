import { fallbackLocale, isSupportedLocale, type Locale } from '@shopfront/i18n';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';

/** The widget's locale for a host's `data-locale`: en-GB where the widget has no texts of that locale. */
export function widgetLocaleOf(tag: string): Locale {
  return isSupportedLocale(tag) ? tag : fallbackLocale;
}

/** The widget's texts for a host's `data-locale`, fetched once: the dialog root reads the same module when it mounts. */
export function loadStandaloneTexts(tag: string): Promise<unknown> {
  return loadWidgetCatalogue(widgetLocaleOf(tag));
}
