import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that sends every request to the app through `app.inject()`, with one cookie jar: the browser clients of
 * `@shopfront/api` then talk to the real server routes, so a test checks both sides of the wire contract at once.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost:8080',
    );
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
