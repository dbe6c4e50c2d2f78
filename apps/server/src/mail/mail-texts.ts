import { type Locale, type Texts, fallbackLocale, isSupportedLocale } from '@shopfront/i18n';
import { createServerTexts } from '@shopfront/i18n/node';

const catalogues = new Map<Locale, Texts>();

/** The texts a mail to this locale is written from (its catalogue compiled once per locale). */
export function mailTexts(locale: string): Texts {
  const supported = isSupportedLocale(locale) ? locale : fallbackLocale;
  let texts = catalogues.get(supported);
  if (!texts) {
    texts = createServerTexts(supported);
    catalogues.set(supported, texts);
  }
  return texts;
}
