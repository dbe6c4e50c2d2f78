import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type SourceCatalogue = Readonly<Record<string, string>>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

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
