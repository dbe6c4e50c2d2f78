import { type FromSchema, type JsonSchema, arrayOf, checkedCopy, httpError } from '@shopfront/api';

const text = { type: 'string' } as const;

const outboxSchema = {
  type: 'object',
  properties: {
    messages: arrayOf({
      type: 'object',
      properties: { id: text, to: text, from: text, subject: text, text, headers: { type: 'object', additionalProperties: text }, receivedAt: text },
      required: ['id', 'to', 'from', 'subject', 'text', 'headers', 'receivedAt'],
    }),
  },
  required: ['messages'],
} as const satisfies JsonSchema;

export type OutboxMessage = FromSchema<typeof outboxSchema>['messages'][number];

export async function fetchOutbox(signal: AbortSignal): Promise<OutboxMessage[]> {
  const response = await fetch('/dev/outbox', { signal });
  if (!response.ok) return httpError(response, 'outbox');
  return checkedCopy(await response.json(), outboxSchema).messages;
}
