import { sitePages } from '@shopfront/i18n';
import type { OutgoingMail } from '../mail/mailer.ts';
import { catalogueMail } from '../mail/catalogue-mail.ts';
import { marketTime } from '../mail/market-time-zone.ts';
import { siteLink } from '../mail/site-link.ts';
import type { Account } from './account-repository.ts';

/** The confirmation of a deletion request: when the account will be erased, and the link that cancels until then. */
export function accountDeletionMail(
  account: Account,
  erasureAt: Date,
  cancelToken: string,
  publicOrigin: string,
): OutgoingMail {
  return catalogueMail(account.locale, account.email, 'accountDeletion', {
    firstName: account.firstName,
    erasureTime: marketTime(erasureAt, account.market, account.locale),
    link: siteLink(account, sitePages.cancelAccountDeletion, { token: cancelToken }, publicOrigin),
  });
}

/** The account will not be deleted: its link was opened, or the customer signed in during the grace period. */
export function accountDeletionCancelledMail(account: Account): OutgoingMail {
  return catalogueMail(account.locale, account.email, 'accountDeletionCancelled', { firstName: account.firstName });
}
