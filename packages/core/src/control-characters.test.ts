import { describe, expect, it } from 'vitest';
import { containsControlCharacter, controlCharacterPath } from './control-characters.ts';

describe('containsControlCharacter', () => {
  it.each([
    ['Anna', false],
    ['', false],
    ['Jean-Luc O’Brien', false],
    ['Zoë Ångström', false],
    ['名前', false],
    ['Emoji 🙂', false],
    ['NBSP\u00A0inside', false], // a space, not a control character
    ['U+00A0 is the first after C1: \u00A0', false],
    ['Zero width joiner \u200D', false], // a format character (Cf), not a control character
    ['Form\fFeed', true],
    ['NUL\u0000', true],
    ['\u0001', true],
    ['tab\there', true],
    ['line\nfeed', true],
    ['carriage\rreturn', true],
    ['escape\u001B[0m', true],
    ['\u001F', true],
    ['DEL\u007F', true],
    ['C1 \u0080', true],
    ['C1 \u0085 next line', true],
    ['C1 \u009F', true],
  ])('%j → %s', (text, expected) => {
    expect(containsControlCharacter(text)).toBe(expected);
  });
});

describe('controlCharacterPath', () => {
  it.each([
    [{ firstName: 'Form\fFeed', lastName: 'Ok' }, 'firstName'],
    [{ firstName: 'Ok', lastName: 'Line\nBreak' }, 'lastName'],
    [{ firstName: 'Ok', lastName: 'Fine' }, undefined],
    [{ address: { city: 'Berlin', street: 'Tab\tStraße' } }, 'address.street'],
    [{ phones: ['+49 30 1', '+49\u000030'] }, 'phones.1'],
    [{ 'bad\u0007key': 'value' }, 'bad\u0007key'],
    [{ newsletter: { isConsentGranted: true }, count: 3, nothing: null }, undefined],
    ['plain\u0085', ''],
    ['plain', undefined],
    [42, undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(controlCharacterPath(value)).toBe(expected);
  });
});
