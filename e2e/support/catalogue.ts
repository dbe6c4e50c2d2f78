import { readFileSync } from 'node:fs';

/** A locale's source catalogue, to find the texts a page should show in that language. */
export function catalogue(locale: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../packages/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

/** A catalogue text with simple `{name}` arguments filled in. */
export function catalogueText(locale: string, key: string, values: Record<string, string> = {}): string {
  const message = catalogue(locale)[key];
  if (message === undefined) throw new Error(`${locale} has no ${key}`);
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
