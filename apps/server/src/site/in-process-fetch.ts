import type { FastifyInstance } from 'fastify';
import type { FetchFunction } from '@shopfront/api';

/** Statuses whose response has no body (a `Response` refuses one). */
const bodilessStatuses: ReadonlySet<number> = new Set([101, 204, 205, 304]);

function requestUrl(input: Parameters<FetchFunction>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? `${input.pathname}${input.search}` : input.url;
}

/** The CDC-style reads a page renders from: the protocol makes every identity call a POST, reads included. */
const cdcReads: ReadonlySet<string> = new Set([
  'accounts.getAccountInfo',
  'accounts.getSchema',
  'accounts.auth.fido.getCredentials',
]);

function isRead(method: string, url: string): boolean {
  return (
    method === 'GET' ||
    (method === 'POST' && cdcReads.has(new URL(url, 'http://localhost').pathname.split('/').pop() ?? ''))
  );
}

/**
 * A `fetch` that calls this server's own routes in-process (`app.inject()`), as the browser would over HTTP: the
 * page renderer loads its data through the real routes, carrying the visitor's cookies. Reads only: a GET, or one of
 * the CDC reads.
 */
export function inProcessFetch(app: FastifyInstance, cookie: string | undefined): FetchFunction {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = requestUrl(input);
    if (!isRead(method, url)) throw new Error(`a page render only reads: ${method} ${url}`);
    const headers = Object.fromEntries(new Headers(init?.headers));
    if (cookie) headers.cookie = cookie;
    const payload = typeof init?.body === 'string' ? init.body : undefined;
    const response = await app.inject({
      method: method === 'POST' ? 'POST' : 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const body = bodilessStatuses.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}
