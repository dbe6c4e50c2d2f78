import type { FastifyInstance } from 'fastify';
import { postForm } from './form-post.ts';

export const demoApiKey = '4_nordhem_gb_web';

/** A form POST to an identity-provider method as the GB demo market's widget sends it, with real HTTP statuses. */
export function postIdentityForm(app: FastifyInstance, method: string, form: Readonly<Record<string, string>>) {
  return postForm(app, `/idp/${method}`, { apiKey: demoApiKey, httpStatusCodes: 'true', ...form });
}
