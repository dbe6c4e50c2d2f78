import { readdirSync } from 'node:fs';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type CataloguePart, catalogueParts } from './catalogue-parts.ts';
import { browserCatalogueSource, compileCatalogue } from './catalogue.ts';
import { isSupportedLocale, supportedLocales } from './locales.ts';
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
const referenceSource = readSourceCatalogue('en-GB') ?? {};

/** The plural branches of every plural argument in a message, without exact `=N` branches. */
function pluralCategoriesOf(message: CompiledMessage): string[][] {
  const found: string[][] = [];
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [, type, format] = token;
      if (format && typeof format === 'object') {
        if (type === 'plural') {
          found.push(
            Object.keys(format)
              .filter((key) => key !== 'offset' && !/^=?\d+$/.test(key))
              .sort(),
          );
        }
        for (const choice of Object.values(format)) if (Array.isArray(choice)) visit(choice as CompiledMessage);
      }
    }
  };
  visit(message);
  return found;
}

/** Words that really are the same as in British English in these languages. */
const intentionallyLikeEnglish: Readonly<Record<string, readonly string[]>> = {
  'da-DK': [
    'cart.subtotal',
    'forgotPassword.submit',
    'dashboard.consents.version',
    'page.legal.cookiesHeading',
    'dealerService.installation',
  ],
  'es-ES': ['cart.total', 'cart.subtotal', 'page.legal.cookiesHeading'],
  'es-MX': ['cart.total', 'cart.subtotal', 'page.legal.cookiesHeading'],
  'fr-BE': [
    'cart.total',
    'dashboard.consents.version',
    'page.legal.cookiesHeading',
    'page.partnerLocator.servicesLabel',
    'dealerService.installation',
  ],
  'fr-CA': [
    'cart.total',
    'dashboard.consents.version',
    'page.legal.cookiesHeading',
    'page.partnerLocator.servicesLabel',
    'dealerService.installation',
  ],
  'fr-CH': [
    'cart.total',
    'dashboard.consents.version',
    'page.legal.cookiesHeading',
    'page.partnerLocator.servicesLabel',
    'dealerService.installation',
  ],
  'fr-FR': [
    'cart.total',
    'dashboard.consents.version',
    'page.legal.cookiesHeading',
    'page.partnerLocator.servicesLabel',
    'dealerService.installation',
  ],
  'fr-LU': [
    'cart.total',
    'dashboard.consents.version',
    'page.legal.cookiesHeading',
    'page.partnerLocator.servicesLabel',
    'dealerService.installation',
  ],
  'it-CH': ['login.password'],
  'it-IT': ['login.password'],
  'pt-PT': ['cart.total', 'cart.subtotal', 'page.legal.cookiesHeading'],
  'sv-SE': ['dashboard.consents.version', 'dealerService.installation'],
  'ro-RO': ['cart.total', 'cart.subtotal'],
  'de-AT': [
    'page.legal.cookiesHeading',
    'dealerService.installation',
    'dashboard.devices.shop',
    'dashboard.passkeys.title',
  ],
  'de-CH': [
    'page.legal.cookiesHeading',
    'dealerService.installation',
    'dashboard.devices.shop',
    'dashboard.passkeys.title',
  ],
  'de-DE': [
    'page.legal.cookiesHeading',
    'dealerService.installation',
    'dashboard.devices.shop',
    'dashboard.passkeys.title',
  ],
  'de-LU': [
    'page.legal.cookiesHeading',
    'dealerService.installation',
    'dashboard.devices.shop',
    'dashboard.passkeys.title',
  ],
  'nl-BE': ['page.legal.cookiesHeading', 'dashboard.passkeys.title'],
  'nl-NL': ['page.legal.cookiesHeading', 'dashboard.passkeys.title'],
};

describe('message catalogues', () => {
  it('exist for every supported locale, and only for those', () => {
    expect([...catalogueLocales].sort()).toEqual([...supportedLocales].sort());
    for (const locale of catalogueLocales) expect(isSupportedLocale(locale), locale).toBe(true);
  });

  it.each(catalogueLocales)('%s gives every plural exactly the CLDR categories of its locale', (locale) => {
    const expected = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const catalogue = compileCatalogue(readSourceCatalogue(locale) ?? {});
    for (const [key, message] of Object.entries(catalogue)) {
      for (const categories of pluralCategoriesOf(message)) expect(categories, `${locale} ${key}`).toEqual(expected);
    }
  });

  it.each(catalogueLocales.filter((locale) => !locale.startsWith('en-')))(
    '%s is translated: no text is left in British English',
    (locale) => {
      const source = readSourceCatalogue(locale) ?? {};
      const allowed = intentionallyLikeEnglish[locale] ?? [];
      // A message of placeholders and punctuation only ("{cart}: {items}") has no words to translate.
      const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^}]*\}/g, ''));
      const untranslated = Object.keys(referenceSource).filter(
        (key) => source[key] === referenceSource[key] && hasWords(referenceSource[key] ?? '') && !allowed.includes(key),
      );
      expect(untranslated).toEqual([]);
    },
  );

  it.each(catalogueLocales)('%s parses as ICU and has exactly the keys and placeholders of en-GB', (locale) => {
    const catalogue = compileCatalogue(readSourceCatalogue(locale) ?? {});
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      const expected = reference[key];
      if (!expected) continue;
      expect([...placeholdersOf(message)].sort(), `${locale} ${key}`).toEqual([...placeholdersOf(expected)].sort());
    }
  });

  it.each(catalogueLocales)(
    '%s uses only the forms texts.ts formats and RichText links: placeholders, plural, selectordinal, select, flat <n>…</n> tags',
    (locale) => {
      const unsupported: string[] = [];
      const visit = (key: string, tokens: CompiledMessage) => {
        for (const token of tokens) {
          if (typeof token === 'string') continue;
          const [, type, format] = token;
          if (type !== undefined && !['plural', 'selectordinal', 'select'].includes(type))
            unsupported.push(`${key}: ${type}`);
          if (format && typeof format === 'object')
            for (const choice of Object.values(format))
              if (Array.isArray(choice)) visit(key, choice as CompiledMessage);
        }
      };
      const source = readSourceCatalogue(locale) ?? {};
      for (const [key, message] of Object.entries(compileCatalogue(source))) visit(key, message);
      for (const [key, message] of Object.entries(source)) {
        const tags = message.match(/<\/?\d*\/?>|<\/?[a-z][^>]*>/gi) ?? [];
        const pairs = message.match(/<(\d+)>[^<]*<\/\1>/g) ?? [];
        if (tags.length !== pairs.length * 2) unsupported.push(`${key}: tags ${tags.join(' ')}`);
      }
      expect(unsupported).toEqual([]);
    },
  );

  it('names the key of a message that is not valid ICU', () => {
    expect(() => compileCatalogue({ 'broken.key': 'Hello {name' })).toThrow('Message "broken.key" is not valid ICU');
  });
});

describe('browserCatalogueSource', () => {
  it.each<[string, CataloguePart, boolean]>([
    ['mail.resetPassword.subject', 'widget', false],
    ['mail.verifyNewEmail.body', 'shell', false],
    ['nav.cart', 'shell', true],
    ['nav.cart', 'widget', false],
    ['login.title', 'widget', true],
    ['login.title', 'shell', false],
    ['dialog.close', 'shell', true],
    ['dialog.close', 'widget', true],
    ['dialog.other', 'widget', false],
    ['page.home.title', 'home', true],
    ['page.home.title', 'shell', false],
    ['page.legal.cookies', 'home', false],
  ])('%s goes to the %s part: %s', (key, part, kept) => {
    expect(Object.keys(browserCatalogueSource({ [key]: 'text' }, part))).toEqual(kept ? [key] : []);
  });

  it('puts every text of en-GB but the e-mails into some part', () => {
    const inSomePart = new Set(
      Object.keys(catalogueParts).flatMap((part) =>
        Object.keys(browserCatalogueSource(referenceSource, part as CataloguePart)),
      ),
    );
    expect(Object.keys(referenceSource).filter((key) => !inSomePart.has(key) && !key.startsWith('mail.'))).toEqual([]);
    expect([...inSomePart].filter((key) => key.startsWith('mail.'))).toEqual([]);
  });
});
