import type { FastifyInstance } from 'fastify';

/**
 * The shop's half of a login on the GB site as the widget sends it: a CSRF token for a new browser, then the signed UID.
 * `csrfApp` is the instance that hands out the CSRF token, when it is not the one that takes the login.
 */
export async function postShopLogin(app: FastifyInstance, gigyaData: object, csrfApp: FastifyInstance = app) {
  const csrf = await csrfApp.inject({ url: '/gb/e/csrf' });
  const browser = csrf.cookies.find((cookie) => cookie.name === 'shop_browser');
  return app.inject({
    method: 'POST',
    url: '/gb/e/gigyaraas/login',
    headers: { cookie: `shop_browser=${browser?.value}`, csrftoken: csrf.json().CSRFToken },
    payload: { gigyaData },
  });
}
