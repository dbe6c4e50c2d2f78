import { describe, expect, it } from 'vitest';
import { ApiError, discardBody, expectSuccessStatus, httpError } from './api-error.ts';

// The helpers every status-only client ends in: each must leave the body read, or Chromium keeps the request open.

const streamThatFails = () =>
  new Response(
    new ReadableStream({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    }),
    { status: 200 },
  );

const bodies: readonly (readonly [string, () => Response])[] = [
  ['a JSON body', () => new Response('{"authenticated":true}', { status: 200 })],
  ['a 401 body', () => new Response('{"authenticated":false}', { status: 401 })],
  ['a body whose stream fails', streamThatFails],
];

describe('discardBody', () => {
  it.each(bodies)('reads %s to its end without throwing', async (_what, respond) => {
    const response = respond();
    await discardBody(response);
    expect(response.bodyUsed).toBe(true);
  });

  it('leaves a body that was already read as it is', async () => {
    const response = new Response('{}');
    await response.text();
    await expect(discardBody(response)).resolves.toBeUndefined();
  });
});

describe('httpError and expectSuccessStatus', () => {
  it.each(bodies)('discard %s before they answer', async (_what, respond) => {
    const refused = respond();
    await expect(httpError(refused, 'status')).rejects.toBeInstanceOf(ApiError);
    const checked = respond();
    await expectSuccessStatus(checked, 'status').catch(() => undefined);
    expect([refused.bodyUsed, checked.bodyUsed]).toEqual([true, true]);
  });
});
