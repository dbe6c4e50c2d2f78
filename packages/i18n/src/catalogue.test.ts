import { readdirSync } from 'node:fs';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './catalogue.ts';
import { isSupportedLocale } from './markets.ts';
import { readSourceCatalogue } from './node.ts';

const catalogueLocales = readdirSync(new URL('../messages/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

function placeholdersOf(message: CompiledMessage): Set<string> {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const choice of Object.values(format)) if (Array.isArray(choice)) visit(choice as CompiledMessage);
      }
    }
  };
  visit(message);
  return names;
}

const reference = compileCatalogue(readSourceCatalogue('en-GB') ?? {});

describe('message catalogues', () => {
  it('exist for en-GB and de-DE at least, each for a supported locale', () => {
    expect(catalogueLocales).toEqual(expect.arrayContaining(['en-GB', 'de-DE']));
    for (const locale of catalogueLocales) expect(isSupportedLocale(locale), locale).toBe(true);
  });

  it.each(catalogueLocales)('%s parses as ICU and has exactly the keys and placeholders of en-GB', (locale) => {
    const catalogue = compileCatalogue(readSourceCatalogue(locale) ?? {});
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      const expected = reference[key];
      if (!expected) continue;
      expect([...placeholdersOf(message)].sort(), `${locale} ${key}`).toEqual([...placeholdersOf(expected)].sort());
    }
  });

  it('names the key of a message that is not valid ICU', () => {
    expect(() => compileCatalogue({ 'broken.key': 'Hello {name' })).toThrow('Message "broken.key" is not valid ICU');
  });
});
