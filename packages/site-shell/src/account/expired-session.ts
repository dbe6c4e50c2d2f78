import type { AccountState } from './use-account-state.ts';
import { isAccountOnlyPath } from './account-paths.ts';

/** docs/site-shell.md §4: a session that ends on an account-only page (`/e/account/…`) sends the visitor home. */
export function leavesForHomeOnExpiry(account: AccountState, pagePath: string): boolean {
  return account.status === 'expired' && isAccountOnlyPath(pagePath);
}
