import { consentKey } from '@shopfront/core';
import type { MarketConfig } from '../config/market-config.ts';
import type { Database } from '../db/database.ts';
import type { NewsletterRecipient } from '../newsletter/newsletter-recipient.ts';
import type { ConsentChange, ConsentChannel, ConsentRepository } from './consent-repository.ts';

/** Mails the welcome of a new newsletter subscription (with its unsubscribe link) in the background. */
export type NewsletterWelcome = (
  subject: NewsletterRecipient,
  market: MarketConfig,
  onMailError: (error: unknown) => void,
) => Promise<void>;

/** Where a failed welcome mail is told (the request's log). */
export interface MailFailureLog {
  error(details: object, message: string): void;
}

/** One change of someone's consents: every row of it is recorded, or none. */
export interface ConsentWrite {
  /** Whose consents change: a full account or a lite one, and where a welcome goes. */
  readonly subject: NewsletterRecipient;
  readonly market: MarketConfig;
  readonly changes: readonly ConsentChange[];
  readonly channel: ConsentChannel;
  /**
   * Whether the subject's address is known to be theirs. A registration's is not until its mailed link is opened: its
   * new subscription is welcomed then, by `welcomeConfirmedAddress`.
   */
  readonly isAddressConfirmed: boolean;
  readonly log: MailFailureLog;
}

function subscribesToNewsletter(changes: readonly ConsentChange[]): boolean {
  return changes.some((change) => change.consentId === consentKey.newsletter && change.isGranted);
}

/**
 * The one writer of the consent record (ADR 009), for every path that changes consents: the rows of one change are
 * written in one transaction, and a change that newly subscribes a confirmed address to the newsletter is welcomed by
 * mail once it is committed.
 */
export class ConsentWriter {
  constructor(
    private readonly database: Database,
    private readonly consents: ConsentRepository,
    /** Absent where nobody is subscribed (the demo seed records the documents only): such a writer refuses a subscription. */
    private readonly welcomeNewsletter?: NewsletterWelcome,
  ) {}

  /** Records what differs from the current state; returns the changes recorded. */
  async write({ subject, market, changes, channel, isAddressConfirmed, log }: ConsentWrite): Promise<ConsentChange[]> {
    if (!this.welcomeNewsletter && subscribesToNewsletter(changes))
      throw new Error('This consent writer cannot welcome a newsletter subscriber');
    const recorded = await this.database.transaction((transaction) =>
      this.consents.record(transaction, subject.uid, changes, channel),
    );
    if (isAddressConfirmed && subscribesToNewsletter(recorded)) await this.welcome(subject, market, log);
    return recorded;
  }

  /** The address of a registration is confirmed: a newsletter subscription it made is welcomed now. */
  async welcomeConfirmedAddress(
    subject: NewsletterRecipient,
    market: MarketConfig,
    log: MailFailureLog,
  ): Promise<void> {
    const subscription = (await this.consents.current(subject.uid)).find(
      (state) => state.consentId === consentKey.newsletter,
    );
    if (subscription?.isGranted) await this.welcome(subject, market, log);
  }

  private async welcome(subject: NewsletterRecipient, market: MarketConfig, log: MailFailureLog): Promise<void> {
    await this.welcomeNewsletter?.(subject, market, (error) =>
      log.error({ err: error }, 'welcome newsletter e-mail failed'),
    );
  }
}
