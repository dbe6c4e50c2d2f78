import { describe, it, expect } from 'vitest';
import { codePointLength, containsWhitespaceOrControl } from './code-points.ts';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['äöü', 3],
    ['😀', 1],
    ['a😀b', 3],
    ['𝒜𝒜', 2],
    ['e\u0301', 2], // a combining mark is its own code point
  ])('%j has %i code point(s)', (text, expected) => {
    expect(codePointLength(text)).toBe(expected);
  });
});

describe('containsWhitespaceOrControl', () => {
  it.each([
    ['abc', false],
    ['jörg@müller.de', false],
    ['😀', false],
    ['\u00A1', false], // first character after the C1 controls and NBSP
    ['\u007E', false], // last printable ASCII
    ['a b', true],
    ['\t', true],
    ['\n', true],
    ['\r', true],
    ['\u000B', true],
    ['\u00A0', true],
    ['\u2003', true],
    ['\u3000', true],
    ['\u2028', true],
    ['\uFEFF', true],
    ['\u0000', true],
    ['\u001F', true],
    ['\u007F', true],
    ['\u0080', true],
    ['\u009F', true],
  ])('%j → %s', (text, expected) => {
    expect(containsWhitespaceOrControl(text)).toBe(expected);
  });
});
