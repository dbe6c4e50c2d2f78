import type { FastifyPluginAsync } from 'fastify';
import { outboxRoute } from '@shopfront/api';
import type { OutboxRepository } from '../mail/outbox-repository.ts';

export interface DemoPluginOptions {
  readonly outbox: OutboxRepository;
}

/** Demo-only endpoints (registered only in demo mode): the mail outbox behind /dev/mailbox. */
export const demoPlugin: FastifyPluginAsync<DemoPluginOptions> = async (app, { outbox }) => {
  app.get('/outbox', { schema: outboxRoute }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const messages = await outbox.list();
    return {
      messages: messages.map((message) => ({
        id: message.id,
        to: message.recipient,
        from: message.sender,
        subject: message.subject,
        text: message.textBody,
        headers: message.headers,
        receivedAt: message.createdAt.toISOString(),
      })),
    };
  });
};
