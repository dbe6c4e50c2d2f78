import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * Every cookie the server sets: HttpOnly, Secure, SameSite=Strict, on the market's parent domain
 * (host-only on localhost, where browsers treat http as a secure context).
 */
export function sessionCookieOptions(domain: string, expires?: Date): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    ...(domain === 'localhost' ? {} : { domain }),
    ...(expires ? { expires } : {}),
  };
}
