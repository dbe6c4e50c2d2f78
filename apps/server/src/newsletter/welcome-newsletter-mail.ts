import { consentKey } from '@shopfront/core';
import { sitePages } from '@shopfront/i18n';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { mailTexts } from '../mail/mail-texts.ts';
import { siteLink } from '../mail/site-link.ts';
import type { SingleUseTokens } from '../security/single-use-tokens.ts';
import type { NewsletterRecipient } from './newsletter-recipient.ts';

/** Marketing mail stays in inboxes for months; its unsubscribe link must outlive it (RFC 8058 asks for it to work). */
const unsubscribeLinkLifetimeSeconds = 180 * 24 * 3600;

export interface UnsubscribeAddresses {
  /** The page that asks the customer to confirm (a link scanner's GET unsubscribes nobody). */
  readonly page: string;
  /** The RFC 8058 one-click address: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
  readonly oneClick: string;
}

/** Both unsubscribe addresses of one token: the account's own site, and the identity provider's accounts.unsubscribe. */
function unsubscribeAddresses(
  account: Pick<NewsletterRecipient, 'market' | 'locale'>,
  token: string,
  subscriptionId: string,
  origins: { readonly publicOrigin: string; readonly idpBaseUrl: string; readonly apiKey: string },
): UnsubscribeAddresses {
  const link = { channelToken: token, subscriptionID: subscriptionId };
  return {
    page: siteLink(account, sitePages.unsubscribe, link, origins.publicOrigin),
    oneClick: `${origins.idpBaseUrl}/accounts.unsubscribe?${new URLSearchParams({ apiKey: origins.apiKey, ...link })}`,
  };
}

/** The welcome mail of a new newsletter subscription, in the subscriber's language, with one-click unsubscribe. */
function welcomeNewsletterMail(recipient: NewsletterRecipient, addresses: UnsubscribeAddresses): OutgoingMail {
  const texts = mailTexts(recipient.locale);
  const values = { company: texts.text('market.companyEntity'), unsubscribeLink: addresses.page };
  return {
    to: recipient.email,
    subject: texts.text('mail.welcomeNewsletter.subject'),
    text: recipient.firstName
      ? texts.text('mail.welcomeNewsletter.body', { ...values, firstName: recipient.firstName })
      : texts.text('mail.welcomeNewsletter.bodyWithoutName', values),
    headers: {
      'List-Unsubscribe': `<${addresses.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Mails the welcome of a new newsletter subscription, with its own unsubscribe token, in the background. */
export async function sendWelcomeNewsletter(
  delivery: { readonly mailer: Mailer; readonly tokens: SingleUseTokens; readonly onError: (error: unknown) => void },
  recipient: NewsletterRecipient,
  origins: { readonly publicOrigin: string; readonly idpBaseUrl: string; readonly apiKey: string },
): Promise<void> {
  const subscriptionId = consentKey.newsletter;
  const token = await delivery.tokens.issue('unsubscribe', recipient.uid, unsubscribeLinkLifetimeSeconds, {
    subscriptionId,
  });
  delivery.mailer.enqueue(
    welcomeNewsletterMail(recipient, unsubscribeAddresses(recipient, token, subscriptionId, origins)),
    delivery.onError,
  );
}
