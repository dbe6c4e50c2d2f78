import { describe, it, expect } from 'vitest';
import {
  PasswordStrength,
  countCharGroups,
  defaultPasswordPolicy,
  passwordStrength,
  type PasswordPolicy,
} from './password-strength.ts';

describe('countCharGroups', () => {
  it.each([
    ['', 0],
    ['abcdefgh', 1],
    ['ABCDEFGH', 1],
    ['12345678', 1],
    ['!!!!????', 1],
    ['abcdEFGH', 2],
    ['abcd1234', 2],
    ['abcd!?!?', 2],
    ['abCD12!?', 4],
    ['ÄÖÜ', 1], // uppercase \p{Lu}
    ['äöüß', 1], // lowercase \p{Ll}
    ['éÉ', 2],
    ['ΑΒΓαβγ', 2], // Greek
    ['ДЖЯджя', 2], // Cyrillic
    ['٣٤٥', 1], // Arabic-Indic digits are \p{Nd}
    ['١a', 2],
    ['Ⅻ', 1], // Roman numeral is \p{Nl}, not \p{Nd}: "other"
    ['😀', 1], // emoji: other
    ['漢字', 1], // \p{Lo}: neither upper- nor lowercase, so other
    ['ǅ', 1], // titlecase \p{Lt} is not \p{Lu}: other
    [' ', 1], // space is "other"
  ] as const)('%j has %i group(s)', (password, expected) => {
    expect(countCharGroups(password)).toBe(expected);
  });
});

describe('passwordStrength', () => {
  it('exposes the levels and defaults of the spec', () => {
    expect(PasswordStrength).toEqual({ TooShort: -1, TooWeak: 0, Weak: 1, Medium: 2, Strong: 3, VeryStrong: 4 });
    expect(defaultPasswordPolicy).toEqual({ minLength: 8, minCharGroups: 3 });
  });

  describe('with the default policy (minLength 8, minCharGroups 3)', () => {
    it.each([
      ['', PasswordStrength.TooShort],
      ['aB1!', PasswordStrength.TooShort],
      ['aB1!aB1', PasswordStrength.TooShort], // 7
      ['abcdefgh', PasswordStrength.TooWeak], // 8 chars, 1 group
      ['abcdEFGH', PasswordStrength.TooWeak], // 2 groups
      ['abcdEF12', PasswordStrength.Strong],
      ['abcdEF1!', PasswordStrength.VeryStrong],
      ['abcdef1!', PasswordStrength.Strong],
      ['ÄÖÜäöüß1', PasswordStrength.Strong], // German letters count as upper/lower
      ['Ééééééé!', PasswordStrength.Strong],
      ['Παράδειγμα1', PasswordStrength.Strong], // Greek
      ['Пароль123', PasswordStrength.Strong], // Cyrillic
      ['Пароль12!', PasswordStrength.VeryStrong],
      ['abcdefg😀', PasswordStrength.TooWeak], // 8 code points, lowercase + other
      ['Abcdef1😀', PasswordStrength.VeryStrong],
    ] as const)('%j → %i', (password, expected) => {
      expect(passwordStrength(password)).toBe(expected);
    });
  });

  describe('counts code points, not UTF-16 units', () => {
    it.each([
      ['7 emoji (14 UTF-16 units)', '😀😀😀😀😀😀😀', PasswordStrength.TooShort],
      ['Ab1 + 4 emoji (11 UTF-16 units, 7 code points)', 'Ab1😀😀😀😀', PasswordStrength.TooShort],
      ['Ab1 + 5 emoji (8 code points)', 'Ab1😀😀😀😀😀', PasswordStrength.VeryStrong],
      ['7 mathematical capitals + 1 (8 code points)', '𝐀𝐁𝐂𝐃𝐄𝐅𝐆a', PasswordStrength.Medium],
    ] as const)('%s', (_label, password, expected) => {
      expect(passwordStrength(password, { minCharGroups: 0 })).toBe(expected);
    });
  });

  describe('with policy overrides', () => {
    it.each<[string, string, PasswordPolicy | undefined, number]>([
      ['longer minimum: 11 chars', 'abcdEF1!xyz', { minLength: 12 }, PasswordStrength.TooShort],
      ['longer minimum: 12 chars', 'abcdEF1!xyzw', { minLength: 12 }, PasswordStrength.VeryStrong],
      ['longer minimum keeps default groups', 'abcdefghijkl', { minLength: 12 }, PasswordStrength.TooWeak],
      ['shorter minimum', 'aB1!', { minLength: 4 }, PasswordStrength.VeryStrong],
      ['shorter minimum keeps default groups', 'abcd', { minLength: 4 }, PasswordStrength.TooWeak],
      ['4 groups required, 3 given', 'abcdEF12', { minCharGroups: 4 }, PasswordStrength.TooWeak],
      ['4 groups required, 4 given', 'abcdEF1!', { minCharGroups: 4 }, PasswordStrength.VeryStrong],
      ['1 group required', 'abcdefgh', { minCharGroups: 1 }, PasswordStrength.Weak],
      ['2 groups required', 'abcdEFGH', { minCharGroups: 2 }, PasswordStrength.Medium],
      ['2 groups required, 1 given', 'abcdefgh', { minCharGroups: 2 }, PasswordStrength.TooWeak],
      ['0 groups: 1 group is Weak', 'abcdefgh', { minCharGroups: 0 }, PasswordStrength.Weak],
      ['0 groups: 2 groups is Medium', '1234abcd', { minCharGroups: 0 }, PasswordStrength.Medium],
      ['0 groups: length still applies', 'abc', { minCharGroups: 0 }, PasswordStrength.TooShort],
      ['both overridden', 'ab', { minLength: 2, minCharGroups: 1 }, PasswordStrength.Weak],
      ['length 0 and 0 groups: empty is TooWeak', '', { minLength: 0, minCharGroups: 0 }, PasswordStrength.TooWeak],
      ['length checked before groups', 'abc', { minLength: 4, minCharGroups: 4 }, PasswordStrength.TooShort],
      ['empty policy object uses defaults', 'abcdEFGH', {}, PasswordStrength.TooWeak],
      ['undefined policy uses defaults', 'abcdEF12', undefined, PasswordStrength.Strong],
      ['NaN falls back to the default', 'aB1!', { minLength: Number.NaN }, PasswordStrength.TooShort],
      ['negative falls back to the default', 'abcdEFGH', { minCharGroups: -1 }, PasswordStrength.TooWeak],
    ])('%s', (_label, password, policy, expected) => {
      expect(passwordStrength(password, policy)).toBe(expected);
    });
  });
});

describe('the default password policy', () => {
  it('is spelled once, here: the server configuration and the browser client take defaultPasswordPolicy', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const root = new URL('../../../', import.meta.url);
    const sourceFolders = ['packages', 'apps'].flatMap((workspace) =>
      readdirSync(new URL(`${workspace}/`, root)).map((name) => new URL(`${workspace}/${name}/src/`, root)),
    );
    const spelledAgain = sourceFolders.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
        .filter((path) => /minLength:\s*8,\s*minCharGroups:\s*3/.test(readFileSync(new URL(path, folder), 'utf8')))
        .map((path) => new URL(path, folder).pathname.slice(root.pathname.length)),
    );
    expect(spelledAgain).toEqual(['packages/core/src/password-strength.ts']);
  });
});
