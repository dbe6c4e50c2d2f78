import { describe, it, expect } from 'vitest';
import * as core from './index.ts';

describe('@shopfront/core public API', () => {
  it.each([
    'isValidEmail',
    'passwordStrength',
    'countCharGroups',
    'isSafeRedirectTarget',
    'isResetPasswordPath',
    'isLoginPath',
    'createPkcePair',
    'pkceChallenge',
    'createState',
    'randomUnreservedString',
    'cartBadgeCount',
    'shouldShowCartBadge',
  ] as const)('exports the function %s', (name) => {
    expect(typeof core[name]).toBe('function');
  });

  it('exports the password levels and default policy', () => {
    expect(core.PasswordStrength.VeryStrong).toBe(4);
    expect(core.defaultPasswordPolicy).toEqual({ minLength: 8, minCharGroups: 3 });
  });
});
