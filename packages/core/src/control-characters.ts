/**
 * Control characters: C0 (U+0000–U+001F, tab, line feed and carriage return included), DEL and C1 (U+007F–U+009F).
 * No field the customer fills in (names, addresses, the e-mail address) may hold one (docs/rules.md).
 */
export function isControlCodePoint(codePoint: number): boolean {
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
}

export function containsControlCharacter(text: string): boolean {
  for (const character of text) {
    if (isControlCodePoint(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/**
 * Where a JSON value holds a control character, in a string or in a key: the path of the first one found, its keys
 * and indexes joined by dots (`firstName`, `addresses.0.city`; the empty string for a string value itself), or
 * undefined when there is none.
 */
export function controlCharacterPath(value: unknown): string | undefined {
  if (typeof value === 'string') return containsControlCharacter(value) ? '' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (containsControlCharacter(key)) return key;
    const inner = controlCharacterPath(item);
    if (inner !== undefined) return inner === '' ? key : `${key}.${inner}`;
  }
  return undefined;
}
