import { sitePages } from '@shopfront/i18n';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { catalogueMail } from '../../mail/catalogue-mail.ts';
import { siteLink } from '../../mail/site-link.ts';
import type { Account } from '../../accounts/account-repository.ts';

/** The reset page of the account's own site (its market, in its language), carrying the token. */
export function resetPasswordLink(account: Account, publicOrigin: string, token: string): string {
  return siteLink(account, sitePages.resetPassword, { pwrt: token }, publicOrigin);
}

/** The reset e-mail in the account's language. */
export function resetPasswordMail(account: Account, link: string, lifetimeSeconds: number): OutgoingMail {
  return catalogueMail(account.locale, account.email, 'resetPassword', {
    firstName: account.firstName,
    link,
    hours: Math.max(1, Math.round(lifetimeSeconds / 3600)),
  });
}
