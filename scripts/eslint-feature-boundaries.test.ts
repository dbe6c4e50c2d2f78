import { describe, expect, it } from 'vitest';
import { boundaryViolation, checkZoneFolders } from './eslint-feature-boundaries.mjs';

const roots = {
  '/repo/services': {},
  '/repo/widget/src': { shared: ['form', 'login/shared-step'], composing: ['dialog'] },
};

describe('the feature boundary', () => {
  it.each<[string, string, string, boolean]>([
    [
      'a service importing another service',
      '/repo/services/identity/login-routes.ts',
      '/repo/services/commerce/cart-repository.ts',
      false,
    ],
    [
      'a service importing a new service folder nobody listed',
      '/repo/services/shop/shop-plugin.ts',
      '/repo/services/brand-new/thing.ts',
      false,
    ],
    [
      'a file inside a service importing its own folder',
      '/repo/services/identity/login-routes.ts',
      '/repo/services/identity/login-guard.ts',
      true,
    ],
    [
      'a service importing a file beside the services',
      '/repo/services/identity/login-routes.ts',
      '/repo/services/site-query.ts',
      true,
    ],
    [
      'a feature importing another feature',
      '/repo/widget/src/login/use-login-form.ts',
      '/repo/widget/src/club/club-state.ts',
      false,
    ],
    [
      'a nested folder importing a sibling of its parent',
      '/repo/widget/src/login/consent/consent-step.tsx',
      '/repo/widget/src/club/club-state.ts',
      false,
    ],
    [
      'a nested folder importing its sibling',
      '/repo/widget/src/login/consent/consent-step.tsx',
      '/repo/widget/src/login/verification/resend.ts',
      false,
    ],
    [
      'a nested folder importing its parent file',
      '/repo/widget/src/login/consent/consent-step.tsx',
      '/repo/widget/src/login/login-form-state.ts',
      true,
    ],
    [
      'a parent file composing its nested folders',
      '/repo/widget/src/login/login-dialog.tsx',
      '/repo/widget/src/login/consent/consent-step.tsx',
      true,
    ],
    [
      'a nested folder importing a nested folder named shared',
      '/repo/widget/src/login/consent/consent-step.tsx',
      '/repo/widget/src/login/shared-step/step.ts',
      true,
    ],
    [
      'a feature importing a shared folder',
      '/repo/widget/src/login/login-dialog.tsx',
      '/repo/widget/src/form/email-field.tsx',
      true,
    ],
    [
      'a shared folder importing a feature',
      '/repo/widget/src/form/email-field.tsx',
      '/repo/widget/src/login/login-form-state.ts',
      false,
    ],
    [
      'the composing folder importing a feature',
      '/repo/widget/src/dialog/account-dialog-root.tsx',
      '/repo/widget/src/login/login-dialog.tsx',
      true,
    ],
    ['a file outside every root', '/repo/other/a.ts', '/repo/widget/src/login/login-dialog.tsx', true],
  ])('%s', (_name, file, target, allowed) => {
    expect(boundaryViolation(roots, file, target) === undefined).toBe(allowed);
  });

  it('names both folders in its message', () => {
    expect(boundaryViolation(roots, '/repo/services/identity/a.ts', '/repo/services/oauth/b.ts')).toMatch(
      /^identity\/ imports oauth\//,
    );
  });

  it('refuses a shared or composing folder that does not exist', () => {
    expect(() => checkZoneFolders({ [import.meta.dirname]: { shared: ['no-such-folder'] } })).toThrow(/no-such-folder/);
  });
});
