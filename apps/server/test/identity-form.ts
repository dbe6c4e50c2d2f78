import type { FastifyInstance } from 'fastify';

export const demoApiKey = '4_nordhem_gb_web';

/** A form POST to an identity-provider method as the GB demo market's widget sends it, with real HTTP statuses. */
export function postIdentityForm(app: FastifyInstance, method: string, form: Readonly<Record<string, string>>) {
  return app.inject({
    method: 'POST',
    url: `/idp/${method}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ apiKey: demoApiKey, httpStatusCodes: 'true', ...form }).toString(),
  });
}
