import { sitePages } from '@shopfront/i18n';
import type { OutgoingMail } from '../mail/mailer.ts';
import { catalogueMail } from '../mail/catalogue-mail.ts';
import { siteLink } from '../mail/site-link.ts';
import type { Account } from './account-repository.ts';

/** How long a mailed verification link and its change work: a day to find it in the inbox, not a week for someone else to. */
export const verificationLinkLifetimeSeconds = 24 * 60 * 60;

const hours = Math.round(verificationLinkLifetimeSeconds / 3600);

/** The link that verifies a registration or a new address: the account's own site, carrying the token. */
export function verificationLink(
  account: Pick<Account, 'market' | 'locale'>,
  token: string,
  publicOrigin: string,
): string {
  return siteLink(account, sitePages.verifyEmail, { token }, publicOrigin);
}

/** To the address of a new registration, in the language chosen on the form. */
export function registrationVerificationMail(account: Account, link: string): OutgoingMail {
  return catalogueMail(account.locale, account.email, 'verifyRegistration', {
    firstName: account.firstName,
    link,
    hours,
  });
}

/** To the owner of an address someone tried to register again: no second account, and no verification link. */
export function registrationAttemptMail(account: Account, publicOrigin: string): OutgoingMail {
  return catalogueMail(account.locale, account.email, 'registrationAttempt', {
    firstName: account.firstName,
    loginLink: siteLink(account, sitePages.login, {}, publicOrigin).replace(/\?$/, ''),
  });
}

/** To the new address of an e-mail change: it becomes the login once this link is opened. */
export function newEmailVerificationMail(account: Account, newEmail: string, link: string): OutgoingMail {
  return catalogueMail(account.locale, newEmail, 'verifyNewEmail', {
    firstName: account.firstName,
    newEmail,
    link,
    hours,
  });
}

/** To the old address of an e-mail change, with the link that cancels it. */
export function emailChangeNoticeMail(
  account: Account,
  newEmail: string,
  cancelToken: string,
  publicOrigin: string,
): OutgoingMail {
  return catalogueMail(account.locale, account.email, 'emailChangeNotice', {
    firstName: account.firstName,
    newEmail,
    cancelLink: siteLink(account, sitePages.cancelEmailChange, { token: cancelToken }, publicOrigin),
  });
}
