import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCatalogue, type SourceCatalogue } from './catalogue.ts';
import { fallbackLocale } from './locales.ts';
import { type Texts, createTexts } from './texts.ts';

const messagesDirectory = join(dirname(fileURLToPath(import.meta.url)), '../messages');

export function readSourceCatalogue(locale: string): SourceCatalogue | undefined {
  try {
    return JSON.parse(readFileSync(join(messagesDirectory, `${locale}.json`), 'utf8')) as SourceCatalogue;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A locale's texts on the server (e-mails): the catalogue compiled on load; en-GB's where the locale has none. */
export function createServerTexts(locale: string): Texts {
  const source = readSourceCatalogue(locale) ?? readSourceCatalogue(fallbackLocale) ?? {};
  return createTexts(locale, [compileCatalogue(source)]);
}

export { compileCatalogue, type SourceCatalogue };
