import { describe, expect, it } from 'vitest';
import { brand, findMarket } from './markets.ts';
import { type Locale, countryOf, supportedLocales } from './locales.ts';
import { readSourceCatalogue } from './node.ts';

/** Locales whose spelling has no "ß": Swiss Standard German writes "ss". */
const withoutSharpS: readonly Locale[] = ['de-CH'];

const emailAddress = /[^\s@{}<>"'()]+@([^\s@{}<>"'()]+\.[^\s@{}<>"'().,;:!?]+)/gu;

const messagesOf = (locale: Locale) => Object.entries(readSourceCatalogue(locale) ?? {});

describe('catalogues in each country’s variant of its language', () => {
  it.each(withoutSharpS)('%s writes "ss", never "ß"', (locale) => {
    expect(messagesOf(locale).length).toBeGreaterThan(0);
    expect(
      messagesOf(locale)
        .filter(([, message]) => message.includes('ß'))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it.each(
    supportedLocales.map((locale) => [locale, findMarket(countryOf(locale))?.domain.slice(brand.length)] as const),
  )('%s: every e-mail address in a message is on the country domain %s', (locale, countryDomain) => {
    expect(countryDomain).toMatch(/^\.[a-z.]+$/);
    const foreign = messagesOf(locale).flatMap(([key, message]) =>
      [...message.matchAll(emailAddress)]
        .filter(([, domain]) => !countryDomain || !domain?.endsWith(countryDomain))
        .map(([address]) => `${key}: ${address}`),
    );
    expect(foreign).toEqual([]);
  });
});
