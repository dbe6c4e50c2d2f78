import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox-repository.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of marketing mail (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  readonly transportName: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends in the background, so a request answers before the SMTP round trip: the answer's timing must not tell
   * whether a message was sent. A failure goes to `onError`.
   */
  enqueue(mail: OutgoingMail, onError: (error: unknown) => void): void;
  /** Resolves when every enqueued message has been handed over (shutdown and tests). */
  whenIdle(): Promise<void>;
  close(): void;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return '';
}

function headerLines(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return {};
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A nodemailer transport that stores each message in the outbox table instead of sending it. */
function outboxTransport(outbox: OutboxRepository): nodemailer.Transport<{ messageId: string }> {
  return {
    name: 'shopfront-outbox',
    version: '1',
    send(mail, done) {
      const envelope = mail.message.getEnvelope();
      outbox
        .add({
          recipient: envelope.to.join(', '),
          sender: envelope.from || '',
          subject: asText(mail.data.subject),
          textBody: asText(mail.data.text),
          htmlBody: mail.data.html === undefined ? null : asText(mail.data.html),
          headers: headerLines(mail.data.headers),
        })
        .then(
          (messageId) => done(null, { messageId }),
          (error: Error) => done(error, { messageId: '' }),
        );
    },
  };
}

export type DeliveryOutcome = 'sent' | 'failed';

export interface MailerOptions {
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly outbox: OutboxRepository;
  /** Hears the outcome of every message handed to the transport (the metrics). */
  readonly onDelivery?: (outcome: DeliveryOutcome) => void;
}

/** Real SMTP when `smtpUrl` is set; otherwise the outbox that the demo's /dev/mailbox shows. */
export function createMailer(options: MailerOptions): Mailer {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport(outboxTransport(options.outbox));
  const pending = new Set<Promise<void>>();
  const send = async (mail: OutgoingMail) => {
    try {
      await transporter.sendMail({ from: options.from, ...mail, headers: { ...mail.headers } });
    } catch (error) {
      options.onDelivery?.('failed');
      throw error;
    }
    options.onDelivery?.('sent');
  };
  return {
    transportName: options.smtpUrl ? 'smtp' : 'outbox',
    send,
    enqueue(mail, onError) {
      const delivery = send(mail).catch(onError);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async whenIdle() {
      await Promise.all([...pending]);
    },
    close: () => transporter.close(),
  };
}
