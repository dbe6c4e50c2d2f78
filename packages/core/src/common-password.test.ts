import { describe, expect, it } from 'vitest';
import { isAmongMostCommonPasswords } from './common-password.ts';
import { isCommonPassword } from './full-common-password-list.ts';
import { mostCommonPasswords } from './most-common-passwords.ts';

describe('isCommonPassword', () => {
  it.each([
    ['Password1!', 'a common word with the usual digit and symbol'],
    ['password', 'the list itself'],
    ['QWERTY123', 'keyboard walks, any case'],
    ['Summer2026!', 'a season and a year'],
    ['!!Dragon99', 'symbols and digits at both ends'],
    ['123456789', 'digits only'],
    ['Ｐａｓｓｗｏｒｄ１', 'full-width forms (NFKC)'],
  ])('refuses %j (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    ['Nordhem-Demo-2026', 'the demo password'],
    ['Fjord-Breeze-77', 'two uncommon words'],
    ['Tr4mpoline-Orbit', 'a word changed inside'],
    ['', 'nothing at all (the length rule speaks for it)'],
    ['!!!111', 'no letters to compare'],
  ])('accepts %j (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe("isAmongMostCommonPasswords (the browser's early warning)", () => {
  it('holds the head of the full list, each of which the full check refuses too', () => {
    expect(mostCommonPasswords).toHaveLength(1000);
    expect(mostCommonPasswords.every(isCommonPassword)).toBe(true);
  });

  it.each([
    ['Password1!', true],
    ['QWERTY123', true],
    ['Nordhem-Demo-2026', false],
    ['Fjord-Breeze-77', false],
  ])('%j: %s', (password, expected) => {
    expect(isAmongMostCommonPasswords(password)).toBe(expected);
  });
});
