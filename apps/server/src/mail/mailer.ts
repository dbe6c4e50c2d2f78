import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox-repository.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  readonly transportName: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return '';
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
        })
        .then((messageId) => done(null, { messageId }), (error: Error) => done(error, { messageId: '' }));
    },
  };
}

/** Real SMTP when `smtpUrl` is set; otherwise the outbox that the demo's /dev/mailbox shows. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; outbox: OutboxRepository }): Mailer {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport(outboxTransport(options.outbox));
  return {
    transportName: options.smtpUrl ? 'smtp' : 'outbox',
    async send(mail) {
      await transporter.sendMail({ from: options.from, ...mail });
    },
    close: () => transporter.close(),
  };
}
