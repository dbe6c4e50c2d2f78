import { sitePages } from '@shopfront/i18n';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { mailTexts } from '../../mail/mail-texts.ts';
import { siteLink } from '../../mail/site-link.ts';
import type { Account } from '../../accounts/account-repository.ts';

/** The reset page of the account's own site (its market, in its language), carrying the token. */
export function resetPasswordLink(account: Account, publicOrigin: string, token: string): string {
  return siteLink(account, sitePages.resetPassword, { pwrt: token }, publicOrigin);
}

/** The reset e-mail in the account's language. */
export function resetPasswordMail(account: Account, link: string, lifetimeSeconds: number): OutgoingMail {
  const texts = mailTexts(account.locale);
  return {
    to: account.email,
    subject: texts.text('mail.resetPassword.subject'),
    text: texts.text('mail.resetPassword.body', {
      firstName: account.firstName,
      link,
      hours: Math.max(1, Math.round(lifetimeSeconds / 3600)),
    }),
  };
}
