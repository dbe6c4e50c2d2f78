import { describe, expect, it } from 'vitest';
import { passwordRules, strengthTextKey } from './password-rules.ts';

describe('password rules text', () => {
  it.each([
    [undefined, 'password.rules', { minLength: 8, minCharGroups: 3 }],
    [{ minLength: 12, minCharGroups: 4 }, 'password.rules', { minLength: 12, minCharGroups: 4 }],
    [{ minLength: 10, minCharGroups: 0 }, 'password.rulesLengthOnly', { minLength: 10, minCharGroups: 0 }],
    [{ minLength: 6 }, 'password.rules', { minLength: 6, minCharGroups: 3 }],
  ])('for %j uses %s with %j', (policy, key, values) => {
    expect(passwordRules(policy)).toEqual({ key, values });
  });

  it.each([
    [-1, 'password.strength.tooShort'],
    [0, 'password.strength.tooWeak'],
    [1, 'password.strength.weak'],
    [2, 'password.strength.medium'],
    [3, 'password.strength.strong'],
    [4, 'password.strength.veryStrong'],
  ] as const)('names level %i %s', (level, key) => {
    expect(strengthTextKey(level)).toBe(key);
  });
});
