import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-password.ts';

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
