import { type JsonSchema, arrayOf } from '../json-schema-check.ts';
import { plainErrorResponses } from '../plain-error.ts';

const text = { type: 'string' } as const;

/** The demo's mail outbox, newest first (what /dev/mailbox shows). */
export const outboxSchema = {
  type: 'object',
  properties: {
    messages: arrayOf({
      type: 'object',
      properties: {
        id: text,
        to: text,
        from: text,
        subject: text,
        text,
        headers: { type: 'object', additionalProperties: text },
        receivedAt: text,
      },
      required: ['id', 'to', 'from', 'subject', 'text', 'headers', 'receivedAt'],
    }),
  },
  required: ['messages'],
} as const satisfies JsonSchema;

/** `GET /dev/outbox` (demo mode only). */
export const outboxRoute = { response: { 200: outboxSchema, ...plainErrorResponses } } as const;
