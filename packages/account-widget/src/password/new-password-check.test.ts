import { describe, expect, it } from 'vitest';
import { isAmongMostCommonPasswords } from '@shopfront/core';
import { checkNewPassword } from './new-password-check.ts';

describe('checkNewPassword', () => {
  it.each([
    [
      'a strong match',
      { newPassword: 'Fjord-Breeze-77', confirmation: 'Fjord-Breeze-77' },
      undefined,
      { strength: 4, mismatch: false, valid: true },
    ],
    [
      'an empty confirmation',
      { newPassword: 'Fjord-Breeze-77', confirmation: '' },
      undefined,
      { mismatch: false, valid: false },
    ],
    [
      'a different confirmation',
      { newPassword: 'Fjord-Breeze-77', confirmation: 'Fjord-Breeze-78' },
      undefined,
      { mismatch: true, valid: false },
    ],
    [
      'too short',
      { newPassword: 'Ab1-', confirmation: 'Ab1-' },
      undefined,
      { strength: -1, strongEnough: false, valid: false },
    ],
    [
      'too few groups',
      { newPassword: 'abcdefgh1', confirmation: 'abcdefgh1' },
      undefined,
      { strength: 0, valid: false },
    ],
    [
      'too few groups, but the policy asks for none',
      { newPassword: 'abcdefgh', confirmation: 'abcdefgh' },
      { minLength: 8, minCharGroups: 0 },
      { strength: 1, valid: true },
    ],
    [
      'the current password again',
      { newPassword: 'Fjord-Breeze-77', confirmation: 'Fjord-Breeze-77', current: 'Fjord-Breeze-77' },
      undefined,
      { sameAsCurrent: true, valid: false },
    ],
    [
      'no current password',
      { newPassword: 'Fjord-Breeze-77', confirmation: 'Fjord-Breeze-77', current: '' },
      undefined,
      { valid: false },
    ],
    [
      'a new one with the current given',
      { newPassword: 'Fjord-Breeze-77', confirmation: 'Fjord-Breeze-77', current: 'Old-Password-1' },
      undefined,
      { sameAsCurrent: false, valid: true },
    ],
  ])('%s', (_case, fields, policy, expected) => {
    expect(checkNewPassword(fields, policy)).toMatchObject(expected);
  });

  it.each([
    [
      'one of the most common passwords, whatever its groups',
      'Password1!',
      { strength: 0, common: true, valid: false },
    ],
    ['a common word with symbols at both ends', '!!Dragon2026', { common: true, valid: false }],
    ['an uncommon one', 'Fjord-Breeze-77', { strength: 4, common: false, valid: true }],
  ])('with the common-password list loaded: %s', (_case, password, expected) => {
    expect(
      checkNewPassword({ newPassword: password, confirmation: password }, undefined, isAmongMostCommonPasswords),
    ).toMatchObject(expected);
  });

  it('counts nothing as common before the list has loaded', () => {
    expect(checkNewPassword({ newPassword: 'Password1!', confirmation: 'Password1!' }, undefined)).toMatchObject({
      common: false,
      strength: 4,
    });
  });
});
