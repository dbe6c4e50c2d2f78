import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { type CataloguePart, partHasKey } from './catalogue-parts.ts';
import type { CompiledCatalogue } from './texts.ts';

export type SourceCatalogue = Readonly<Record<string, string>>;
export type { CompiledCatalogue };

/** The texts of one part of the browser catalogue (catalogue-parts.ts): never the server's own (`mail.`). */
export function browserCatalogueSource(source: SourceCatalogue, part: CataloguePart): SourceCatalogue {
  return Object.fromEntries(Object.entries(source).filter(([key]) => partHasKey(part, key)));
}

/** Parses every ICU message of a catalogue; throws naming the first key that does not parse. */
export function compileCatalogue(source: SourceCatalogue): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`Message "${key}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}
