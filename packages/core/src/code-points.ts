import { isControlCodePoint } from './control-characters.ts';

/** Length in Unicode code points, so a surrogate pair counts as one character. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

const WHITESPACE = /\s/u;

/** Whitespace as JavaScript's `\s` sees it (NBSP and the other Unicode spaces included), or a C0/C1 control character. */
export function containsWhitespaceOrControl(text: string): boolean {
  for (const character of text) {
    if (WHITESPACE.test(character) || isControlCodePoint(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}
