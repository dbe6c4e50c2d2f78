import { type FromSchema, checkedCopy, httpError, outboxSchema } from '@shopfront/api';

export type OutboxMessage = FromSchema<typeof outboxSchema>['messages'][number];

export async function fetchOutbox(signal: AbortSignal): Promise<OutboxMessage[]> {
  const response = await fetch('/dev/outbox', { signal });
  if (!response.ok) return httpError(response, 'outbox');
  return checkedCopy(await response.json(), outboxSchema).messages;
}
