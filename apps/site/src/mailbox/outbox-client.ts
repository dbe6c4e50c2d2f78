import * as z from 'zod/mini';

const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      from: z.string(),
      subject: z.string(),
      text: z.string(),
      headers: z.record(z.string(), z.string()),
      receivedAt: z.string(),
    }),
  ),
});

export type OutboxMessage = z.infer<typeof outboxSchema>['messages'][number];

export async function fetchOutbox(signal: AbortSignal): Promise<OutboxMessage[]> {
  const response = await fetch('/dev/outbox', { signal });
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return z.parse(outboxSchema, await response.json()).messages;
}
