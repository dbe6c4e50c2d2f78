import { describe, expect, it } from 'vitest';
import { isAccountOnlyPath, isAccountOrCartPath } from './account-paths.ts';

describe('account and cart paths', () => {
  it.each([
    ['/e/account', true, true],
    ['/e/account/dashboard', true, true],
    ['/e/accounting', false, false],
    ['/cart', true, false],
    ['/e/cart', true, false],
    ['/e/checkout/payment', true, false],
    ['/', false, false],
    ['/login', false, false],
    ['/c/kitchen', false, false],
  ])('%s: account or cart %s, account only %s', (path, accountOrCart, accountOnly) => {
    expect(isAccountOrCartPath(path)).toBe(accountOrCart);
    expect(isAccountOnlyPath(path)).toBe(accountOnly);
  });
});
