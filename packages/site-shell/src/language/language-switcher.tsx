import { fetchAlternateLanguages } from '@shopfront/api';
import { languageOfLocale } from '@shopfront/core';
import { type Site, languageLabel } from '@shopfront/i18n';
import { Select, useText } from '@shopfront/ui';
import './language-switcher.css';

/**
 * The language dropdown of a multi-language market: the experience API names the same page in the other
 * language; an answer without a usable URL is logged and changes nothing (docs/site-shell.md §8). Compact, to keep
 * the header one row: the combobox shows the language code ("NL"), the list the full names, as wide as the longest.
 */
export function LanguageSwitcher({ site }: { readonly site: Site }) {
  const text = useText();
  const options = site.market.locales.map((locale) => ({
    id: locale,
    name: languageLabel(locale),
    shortName: languageOfLocale(locale).toUpperCase(),
    lang: locale,
  }));

  async function switchTo(locale: string) {
    if (locale === site.locale) return;
    try {
      const alternates = await fetchAlternateLanguages(fetch, window.location.href);
      const target = alternates.languages.find((language) => language.hrefLang === locale);
      const url = target ? new URL(target.url, window.location.href) : undefined;
      if (!url || url.origin !== window.location.origin) throw new Error(`no usable URL for ${locale}`);
      window.location.assign(url.href);
    } catch (error) {
      console.warn('The language could not be switched', error);
    }
  }

  return (
    <div className="sf-language-switcher">
      <Select
        label={text('nav.languageLabel')}
        labelHidden
        listAlign="end"
        options={options}
        value={site.locale}
        onChange={(locale) => void switchTo(locale)}
        placeholder={languageLabel(site.locale)}
      />
    </div>
  );
}
