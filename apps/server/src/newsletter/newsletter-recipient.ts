import type { Account, AccountRepository } from '../accounts/account-repository.ts';
import type { LiteAccountRepository } from '../accounts/lite-account-repository.ts';

/** Whom a newsletter goes to: a full account (greeted by name) or a lite one (no name). */
export interface NewsletterRecipient {
  readonly uid: string;
  readonly market: string;
  readonly email: string;
  readonly locale: string;
  readonly firstName: string | undefined;
}

export function recipientOfAccount(
  account: Pick<Account, 'uid' | 'market' | 'email' | 'locale' | 'firstName'>,
): NewsletterRecipient {
  return {
    uid: account.uid,
    market: account.market,
    email: account.email,
    locale: account.locale,
    firstName: account.firstName || undefined,
  };
}

export async function findNewsletterRecipient(
  { accounts, liteAccounts }: { readonly accounts: AccountRepository; readonly liteAccounts: LiteAccountRepository },
  uid: string,
): Promise<NewsletterRecipient | undefined> {
  const account = await accounts.findByUid(uid);
  if (account) return recipientOfAccount(account);
  const lite = await liteAccounts.findByUid(uid);
  return lite ? { ...lite, firstName: undefined } : undefined;
}
