import { readdirSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from './catalogue.ts';
import { readSourceCatalogue } from './node.ts';
import { supportedLocales } from './locales.ts';
import { createTexts, formatMessage, withMoreTexts } from './texts.ts';

const format = (message: string, values: Record<string, unknown> = {}, locale = 'en-GB') =>
  formatMessage(compileMessageOrThrow(message), values, locale);

describe('formatMessage', () => {
  it.each([
    ['plain text', 'Log in', {}, 'en-GB', 'Log in'],
    ['a placeholder', 'Hello {firstName}!', { firstName: 'Zofia' }, 'en-GB', 'Hello Zofia!'],
    ['a placeholder without its value', 'Hello {firstName}!', {}, 'en-GB', 'Hello !'],
    ['a number placeholder, as it is', 'Code {code}', { code: 403120 }, 'en-GB', 'Code 403120'],
    ['a plural, one', '{count, plural, one {# item} other {# items}}', { count: 1 }, 'en-GB', '1 item'],
    [
      'a plural, other, # in the locale’s digits',
      '{count, plural, one {# item} other {# items}}',
      { count: 1234 },
      'en-GB',
      '1,234 items',
    ],
    [
      'a plural, # in German digits',
      '{count, plural, one {# Artikel} other {# Artikel}}',
      { count: 1234 },
      'de-DE',
      '1.234 Artikel',
    ],
    [
      'an exact case before the category',
      '{count, plural, =0 {No items} one {# item} other {# items}}',
      { count: 0 },
      'en-GB',
      'No items',
    ],
    [
      'Polish few',
      '{count, plural, one {# artykuł} few {# artykuły} many {# artykułów} other {# artykułu}}',
      { count: 22 },
      'pl-PL',
      '22 artykuły',
    ],
    [
      'Polish many',
      '{count, plural, one {# artykuł} few {# artykuły} many {# artykułów} other {# artykułu}}',
      { count: 25 },
      'pl-PL',
      '25 artykułów',
    ],
    [
      'Slovenian two',
      '{count, plural, one {# izdelek} two {# izdelka} few {# izdelki} other {# izdelkov}}',
      { count: 102 },
      'sl-SI',
      '102 izdelka',
    ],
    [
      'an offset',
      '{count, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}',
      { count: 3 },
      'en-GB',
      'you and 2 others',
    ],
    ['an ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, 'en-GB', '22nd'],
    ['a select', '{channel, select, email {by e-mail} other {by post}}', { channel: 'email' }, 'en-GB', 'by e-mail'],
    [
      'a select falling back to other',
      '{channel, select, email {by e-mail} other {by post}}',
      { channel: 'fax' },
      'en-GB',
      'by post',
    ],
    [
      'placeholders inside a plural',
      '{count, plural, one {# item for {name}} other {# items for {name}}}',
      { count: 2, name: 'Mia' },
      'en-GB',
      '2 items for Mia',
    ],
    ['tags left for RichText', 'I accept the <0>terms of use</0>.', {}, 'en-GB', 'I accept the <0>terms of use</0>.'],
  ])('%s', (_case, message, values, locale, expected) => {
    expect(format(message, values, locale)).toBe(expected);
  });
});

describe('createTexts', () => {
  const texts = createTexts('pl-PL', [
    { greeting: compileMessageOrThrow('Cześć {name}') },
    { count: compileMessageOrThrow('{n, plural, one {# rzecz} few {# rzeczy} many {# rzeczy} other {# rzeczy}}') },
  ]);

  it('formats the messages of every part it was given', () => {
    expect(texts.text('greeting', { name: 'Zofia' })).toBe('Cześć Zofia');
    expect(texts.text('count', { n: 1 })).toBe('1 rzecz');
  });

  it('answers the id of a message it does not have', () => {
    expect(texts.text('nav.unknown')).toBe('nav.unknown');
  });

  it('takes further parts without changing the texts it was made from', () => {
    const more = withMoreTexts(texts, [{ farewell: compileMessageOrThrow('Do widzenia') }]);
    expect(more.text('farewell')).toBe('Do widzenia');
    expect(more.text('greeting', { name: 'Jan' })).toBe('Cześć Jan');
    expect(more.locale).toBe('pl-PL');
    expect(texts.text('farewell')).toBe('farewell');
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'treats %s as a missing text, not a property of every object',
    (id) => {
      expect(texts.text(id)).toBe(id);
      expect(withMoreTexts(texts, []).text(id)).toBe(id);
    },
  );
});

/** Values for every placeholder of a message: each name once as a count, once as a word. */
const sampleValues = [0, 1, 2, 3, 5, 11, 22, 101, 1234].map(
  (count) =>
    new Proxy(
      {},
      {
        get: (_target, name) =>
          typeof name === 'string'
            ? /count|number|hours|days|minutes|n$/i.test(name)
              ? count
              : `«${name}»`
            : undefined,
      },
    ),
);

const locales = readdirSync(new URL('../messages/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

describe('every message of every catalogue reads as Lingui’s own runtime formats it', () => {
  it.each(locales)('%s', (locale) => {
    const messages = compileCatalogue(readSourceCatalogue(locale) ?? {});
    const ours = createTexts(locale, [messages]);
    const lingui = setupI18n({ missing: (_locale, id) => id });
    lingui.loadAndActivate({ locale, locales: [locale], messages });
    const differences: string[] = [];
    for (const id of Object.keys(messages)) {
      for (const values of sampleValues) {
        const expected = lingui._(id, values);
        const actual = ours.text(id, values);
        if (actual !== expected) differences.push(`${id}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('a count from 0 to 999 is written without Intl.NumberFormat, as Intl would write it', () => {
  it.each(supportedLocales)('%s', (locale) => {
    const numbers = new Intl.NumberFormat(locale);
    const message = compileMessageOrThrow('{count, plural, other {#}}');
    const differences = Array.from({ length: 1000 }, (_, count) => count)
      .filter((count) => formatMessage(message, { count }, locale) !== numbers.format(count))
      .map((count) => `${count}: ${numbers.format(count)}`);
    expect(differences).toEqual([]);
  });

  it('asks no number format of Intl for it (the first one on a page costs a browser 15–25 ms)', () => {
    // `format` is an accessor of the prototype (it returns a bound function), which lib.d.ts types as a method.
    const prototype = Intl.NumberFormat.prototype as unknown as { readonly format: unknown };
    const formatGetter = vi.spyOn(prototype, 'format', 'get');
    try {
      const message = compileMessageOrThrow('{count, plural, one {# item} other {# items}}');
      expect(formatMessage(message, { count: 3 }, 'fi-FI')).toBe('3 items');
      expect(formatGetter).not.toHaveBeenCalled();
      expect(formatMessage(message, { count: 1234 }, 'fi-FI')).toBe('1\u00a0234 items');
      expect(formatGetter).toHaveBeenCalled();
    } finally {
      formatGetter.mockRestore();
    }
  });
});
