import type { I18n } from '@lingui/core';
import { type Locale, findSite, isSupportedLocale, sitePath, sites } from '@shopfront/i18n';
import { createServerI18n } from '@shopfront/i18n/node';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { Account } from '../../accounts/account-repository.ts';

const catalogues = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = catalogues.get(locale);
  if (!i18n) {
    i18n = createServerI18n(locale);
    catalogues.set(locale, i18n);
  }
  return i18n;
}

/** The reset page of the account's own site (its market, in its language), carrying the token. */
export function resetPasswordLink(account: Account, publicOrigin: string, token: string): string {
  const site = findSite(account.market, account.locale) ?? sites.find((candidate) => candidate.market.country === account.market);
  const path = site ? sitePath(site, '/e/newpassword') : '/e/newpassword';
  return `${publicOrigin}${path}?${new URLSearchParams({ pwrt: token })}`;
}

/** The reset e-mail in the account's language. */
export function resetPasswordMail(account: Account, link: string, lifetimeSeconds: number): OutgoingMail {
  const i18n = i18nFor(isSupportedLocale(account.locale) ? account.locale : 'en-GB');
  return {
    to: account.email,
    subject: i18n._('mail.resetPassword.subject'),
    text: i18n._('mail.resetPassword.body', {
      firstName: account.firstName,
      link,
      hours: Math.max(1, Math.round(lifetimeSeconds / 3600)),
    }),
  };
}
