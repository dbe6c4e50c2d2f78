import type { ConsentChange, ConsentChannel, ConsentRepository } from '../accounts/consent-repository.ts';
import type { MarketConfig } from '../config/market-config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SingleUseTokens } from '../security/single-use-tokens.ts';
import type { NewsletterRecipient } from './newsletter-recipient.ts';
import { sendWelcomeNewsletter } from './welcome-newsletter-mail.ts';

export interface ConsentRecorderOptions {
  readonly consents: ConsentRepository;
  readonly unsubscribeTokens: SingleUseTokens;
  readonly mailer: Mailer;
  readonly publicOrigin: string;
}

/**
 * Records consent changes in the consent record; a newsletter subscription that is new gets its welcome mail, with
 * a way out. Every path that can subscribe someone goes through here.
 */
export function createConsentRecorder({ consents, unsubscribeTokens, mailer, publicOrigin }: ConsentRecorderOptions) {
  return async function recordConsents(
    recipient: NewsletterRecipient,
    market: MarketConfig,
    changes: readonly ConsentChange[],
    channel: ConsentChannel,
    onMailError: (error: unknown) => void,
  ): Promise<ConsentChange[]> {
    const recorded = await consents.record(recipient.uid, changes, channel);
    if (recorded.some((change) => change.consentId === 'newsletter' && change.isGranted)) {
      await sendWelcomeNewsletter({ mailer, tokens: unsubscribeTokens, onError: onMailError }, recipient, {
        publicOrigin,
        idpBaseUrl: market.idpBaseUrl,
        apiKey: market.apiKey,
      });
    }
    return recorded;
  };
}

export type ConsentRecorder = ReturnType<typeof createConsentRecorder>;
