/**
 * One part of a message as Lingui's compiler writes it (`@lingui/message-utils`, used at build time and by the server
 * only): text, or `[name, kind, cases]` for a placeholder, plural or select. Spelled out here so that the published
 * package needs no Lingui; catalogue.ts stores the compiler's output as this type, so tsc tells when they part.
 */
export type CompiledMessageToken = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = CompiledMessageToken[];

export type CompiledCatalogue = Record<string, CompiledMessage>;
export type TextValues = Readonly<Record<string, unknown>>;

/**
 * The texts of one locale, compiled at build time by Lingui's compiler (catalogue.ts), formatted here: the browser
 * and the server's mails share this one formatter of about 0.5 KiB instead of Lingui's runtime (ADR 002).
 */
export interface Texts {
  readonly locale: string;
  readonly messages: Readonly<CompiledCatalogue>;
  /** The message `id` with `values` put in; the id itself where the catalogue has no such message. */
  text(id: string, values?: TextValues): string;
}

/** The texts of the given catalogue parts, plurals and numbers in the locale's rules even where a text falls back. */
export function createTexts(locale: string, catalogues: readonly Readonly<CompiledCatalogue>[]): Texts {
  // Without a prototype: an id such as `constructor` is a missing text, not Object's.
  const messages: CompiledCatalogue = Object.assign(Object.create(null), ...catalogues);
  return {
    locale,
    messages,
    text: (id, values = {}) => {
      const message = messages[id];
      return message === undefined ? id : formatMessage(message, values, locale);
    },
  };
}

/** What reads texts: a `Texts`, or texts with more parts (`withMoreTexts`). */
export type TextLookup = Pick<Texts, 'locale' | 'text'>;

/** `texts` and the texts of further parts (a part loaded with lazy code), whose messages come first. */
export function withMoreTexts(texts: TextLookup, catalogues: readonly Readonly<CompiledCatalogue>[]): TextLookup {
  const more = createTexts(texts.locale, catalogues);
  return {
    locale: texts.locale,
    text: (id, values) => (more.messages[id] === undefined ? texts.text(id, values) : more.text(id, values)),
  };
}

const intlCache = new Map<string, Intl.PluralRules | Intl.NumberFormat>();

function cachedIntl<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = intlCache.get(key);
  if (!formatter) {
    formatter = create();
    intlCache.set(key, formatter);
  }
  return formatter as T;
}

/**
 * A plural's `#` in the locale's digits. Every locale served writes a whole number from 0 to 999 in Latin digits
 * without grouping, as `String` does (texts.test.ts holds it for each): such a count, the usual one (a basket, a list),
 * needs no `Intl.NumberFormat`, whose first creation on a page costs a browser 15–25 ms.
 */
function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return cachedIntl(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(count);
}

/** ICU plural and select cases as Lingui compiles them: `=N` as the key `N`, an optional `offset`. */
type CompiledCases = Readonly<Record<string, CompiledMessage>> & { readonly offset?: number };

/**
 * Formats a compiled message. What our catalogues may hold (catalogue.test.ts keeps them to it): text, `{name}`,
 * `{n, plural, …}` and `{n, selectordinal, …}` with `#` for the number in the locale's digits, `{name, select, …}`.
 */
export function formatMessage(message: CompiledMessage, values: TextValues, locale: string): string {
  return formatTokens(message, values, locale, undefined);
}

/** `pluralValue`: inside a plural's case, the number its `#` stands for. */
function formatTokens(
  tokens: CompiledMessage,
  values: TextValues,
  locale: string,
  pluralValue: number | undefined,
): string {
  let result = '';
  for (const token of tokens) result += formatToken(token, values, locale, pluralValue);
  return result;
}

function formatToken(
  token: CompiledMessageToken,
  values: TextValues,
  locale: string,
  pluralValue: number | undefined,
): string {
  if (typeof token === 'string')
    return token === '#' && pluralValue !== undefined ? formatCount(pluralValue, locale) : token;
  const [name, kind, format] = token;
  const value = values[name];
  if (kind === 'plural' || kind === 'selectordinal') {
    const { offset = 0, ...cases } = format as CompiledCases;
    const count = Number(value) - offset;
    const rules = cachedIntl(
      `${kind} ${locale}`,
      () => new Intl.PluralRules(locale, { type: kind === 'plural' ? 'cardinal' : 'ordinal' }),
    );
    const chosen = cases[String(value)] ?? cases[rules.select(count)] ?? cases.other ?? [];
    return formatTokens(chosen, values, locale, count);
  }
  if (kind === 'select') {
    const cases = format as CompiledCases;
    return formatTokens(cases[String(value)] ?? cases.other ?? [], values, locale, undefined);
  }
  return value === undefined || value === null ? '' : String(value);
}
