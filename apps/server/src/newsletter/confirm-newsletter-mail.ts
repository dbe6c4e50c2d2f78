import { sitePages } from '@shopfront/i18n';
import type { OutgoingMail } from '../mail/mailer.ts';
import { catalogueMail } from '../mail/catalogue-mail.ts';
import { mailTexts } from '../mail/mail-texts.ts';
import { siteLink } from '../mail/site-link.ts';
import type { PendingSubscription } from './pending-subscription.ts';

/** The confirmation page of the subscriber's site, carrying the token. */
export function confirmSubscriptionLink(
  subscription: PendingSubscription,
  publicOrigin: string,
  token: string,
): string {
  return siteLink(subscription, sitePages.confirmSubscription, { token }, publicOrigin);
}

/** Double opt-in: nothing is subscribed until the address itself confirms. */
export function confirmNewsletterMail(subscription: PendingSubscription, link: string): OutgoingMail {
  const company = mailTexts(subscription.locale).text('market.companyEntity');
  return catalogueMail(subscription.locale, subscription.email, 'confirmNewsletter', { company, confirmLink: link });
}
