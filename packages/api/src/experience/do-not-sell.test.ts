import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { processDoNotSell, requestDoNotSell } from './do-not-sell.ts';

describe('do-not-sell client', () => {
  it.each([
    [undefined, '/experience-api/privacy/do-not-sell'],
    ['https://xp.example/experience-api/', 'https://xp.example/experience-api/privacy/do-not-sell'],
  ])('posts {} as JSON with credentials to %s', async (host, url) => {
    const fetchFunction = vi.fn(async () => new Response(null, { status: 204 }));
    await requestDoNotSell(fetchFunction, host);
    expect(fetchFunction).toHaveBeenCalledWith(
      url,
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  it.each([204, 200])('accepts %i', (status) => {
    expect(() => processDoNotSell(new Response(null, { status }))).not.toThrow();
  });

  it.each([400, 403, 500])('turns %i into an ApiError with the status', async (status) => {
    await expect(processDoNotSell(new Response(null, { status }))).rejects.toMatchObject({
      name: 'ApiError',
      code: 'http_error',
      status,
    });
  });

  it('turns a network failure into an ApiError', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestDoNotSell(failing)).rejects.toBeInstanceOf(ApiError);
  });
});
