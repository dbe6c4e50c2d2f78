import type { AlternateLanguages } from '@shopfront/api';
import { languageOfLocale } from '@shopfront/core';
import { type Site, findSite, languageLabel, sitePath } from '@shopfront/i18n';
import { Select, useText } from '@shopfront/ui';
import { languageChoicesOf } from './language-choices.ts';

export interface LanguageSwitcherProps {
  readonly site: Site;
  /** The page's language data (layout prop); without it the experience API is asked on a change. */
  readonly languageObject?: AlternateLanguages;
  /**
   * Compact, to keep the header one row: the combobox shows the language code ("NL"), the list the full names, as
   * wide as the longest; the label is not shown. The footer's selector keeps its visible label and full name.
   */
  readonly compact?: boolean;
}

async function addressIn(locale: string, known: string | undefined): Promise<URL | undefined> {
  if (known) return new URL(known, window.location.href);
  // The experience API is asked on a change only: its client loads then.
  const { fetchAlternateLanguages } = await import('./alternate-languages-request.ts');
  const alternates = await fetchAlternateLanguages(fetch, window.location.href);
  const target = alternates.languages.find((language) => language.hrefLang === locale);
  return target ? new URL(target.url, window.location.href) : undefined;
}

/**
 * The language dropdown of a multi-language market (header and footer): the same page in the chosen language; an
 * answer without a usable URL is logged and changes nothing (docs/site-shell.md §8).
 */
export function LanguageSwitcher({ site, languageObject, compact = false }: LanguageSwitcherProps) {
  const text = useText();
  const choices = languageChoicesOf(site, languageObject);
  const current = languageObject?.currentHrefLang ?? site.locale;

  async function switchTo(locale: string) {
    if (locale === current) return;
    try {
      const url = await addressIn(locale, choices.find((choice) => choice.id === locale)?.url);
      if (!url || url.origin !== window.location.origin) throw new Error(`no usable URL for ${locale}`);
      window.location.assign(url.href);
    } catch (error) {
      console.warn('The language could not be switched', error);
    }
  }

  return (
    <div className="sf-language-switcher">
      {/* Without script the combobox cannot open: links instead (shown only then, language-switcher.css), each to the
          same page in that language when the layout knows it, else to that language's home page. */}
      <ul className="sf-language-switcher__links" aria-label={text('nav.languageLabel')}>
        {choices.map((choice) => {
          const other = findSite(site.market.country, choice.id);
          const href = choice.url ?? (other ? sitePath(other, '/') : undefined);
          return href ? (
            <li key={choice.id}>
              <a
                href={href}
                hrefLang={choice.id}
                lang={choice.id}
                aria-current={choice.id === current ? 'true' : undefined}
              >
                {choice.name}
              </a>
            </li>
          ) : null;
        })}
      </ul>
      <Select
        label={text('nav.languageLabel')}
        labelHidden={compact}
        listAlign={compact ? 'end' : 'start'}
        options={choices.map((choice) => ({
          id: choice.id,
          name: choice.name,
          lang: choice.id,
          ...(compact ? { shortName: languageOfLocale(choice.id).toUpperCase() } : {}),
        }))}
        value={current}
        onChange={(locale) => void switchTo(locale)}
        placeholder={languageLabel(site.locale)}
      />
    </div>
  );
}
