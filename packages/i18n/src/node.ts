import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileCatalogue, type SourceCatalogue } from './catalogue.ts';
import { fallbackLocale, type Locale } from './locales.ts';

const messagesDirectory = join(dirname(fileURLToPath(import.meta.url)), '../messages');

export function readSourceCatalogue(locale: string): SourceCatalogue | undefined {
  try {
    return JSON.parse(readFileSync(join(messagesDirectory, `${locale}.json`), 'utf8')) as SourceCatalogue;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Server-side i18n (e-mails): compiles the catalogue on load. */
export function createServerI18n(locale: Locale): I18n {
  const source = readSourceCatalogue(locale) ?? readSourceCatalogue(fallbackLocale) ?? {};
  const i18n = setupI18n({ missing: (_locale, id) => id });
  i18n.loadAndActivate({ locale, locales: [locale], messages: compileCatalogue(source) });
  return i18n;
}

export { compileCatalogue, type SourceCatalogue };
