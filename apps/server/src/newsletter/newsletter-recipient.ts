import { AccountRepository } from '../accounts/account-repository.ts';
import { LiteAccountRepository } from '../accounts/lite-account-repository.ts';
import type { Queryable } from '../db/database.ts';

/** Whom a newsletter goes to: a full account (greeted by name) or a lite one (no name). */
export interface NewsletterRecipient {
  readonly uid: string;
  readonly market: string;
  readonly email: string;
  readonly locale: string;
  readonly firstName: string | undefined;
}

export async function findNewsletterRecipient(database: Queryable, uid: string): Promise<NewsletterRecipient | undefined> {
  const account = await new AccountRepository(database).findByUid(uid);
  if (account) return { uid, market: account.market, email: account.email, locale: account.locale, firstName: account.firstName || undefined };
  const lite = await new LiteAccountRepository(database).findByUid(uid);
  return lite ? { ...lite, firstName: undefined } : undefined;
}
