import type { I18n } from '@lingui/core';
import { type Locale, fallbackLocale, isSupportedLocale } from '@shopfront/i18n';
import { createServerI18n } from '@shopfront/i18n/node';

const catalogues = new Map<Locale, I18n>();

/** The compiled catalogue a mail to this locale is written from (compiled once per locale). */
export function mailTexts(locale: string): I18n {
  const supported = isSupportedLocale(locale) ? locale : fallbackLocale;
  let i18n = catalogues.get(supported);
  if (!i18n) {
    i18n = createServerI18n(supported);
    catalogues.set(supported, i18n);
  }
  return i18n;
}
