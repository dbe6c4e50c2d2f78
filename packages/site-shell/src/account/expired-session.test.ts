import { describe, expect, it } from 'vitest';
import { leavesForHomeOnExpiry } from './expired-session.ts';
import type { AccountState } from './use-account-state.ts';

const expired: AccountState = { status: 'expired' };
const signedIn: AccountState = { status: 'signed-in', firstName: 'Noah', lastName: 'Price' };

describe('leavesForHomeOnExpiry', () => {
  it.each<[AccountState, string, boolean]>([
    [expired, '/e/account/dashboard', true],
    [expired, '/e/account', true],
    [expired, '/e/account/profile', true],
    // the cart and checkout are account or cart areas, not account-only
    [expired, '/e/checkout', false],
    [expired, '/cart', false],
    [expired, '/', false],
    [expired, '/e/accounts', false],
    [{ status: 'anonymous' }, '/e/account/dashboard', false],
    [{ status: 'checking' }, '/e/account/dashboard', false],
    [signedIn, '/e/account/dashboard', false],
  ])('%j on %s → %s', (account, pagePath, expected) => {
    expect(leavesForHomeOnExpiry(account, pagePath)).toBe(expected);
  });
});
