import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type SourceCatalogue = Readonly<Record<string, string>>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** Texts only the server uses (e-mails): never compiled into what a browser downloads. */
const serverOnlyKeyPrefix = 'mail.';

/** The catalogue a browser needs: every text but the server's own. */
export function browserCatalogueSource(source: SourceCatalogue): SourceCatalogue {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !key.startsWith(serverOnlyKeyPrefix)));
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
