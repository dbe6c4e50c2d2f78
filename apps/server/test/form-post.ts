import type { FastifyInstance } from 'fastify';

/** A POST of an URL-encoded form, as a browser's form or an OAuth client sends it. */
export function postForm(app: FastifyInstance, url: string, form: Readonly<Record<string, string>>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}
