import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../config/app-config.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { cdcError, cdcErrors, cdcShape } from '../../http/cdc-shape.ts';
import { fieldOf } from '../../http/request-fields.ts';
import { type TypedPlugin, requestContext } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { registerHealthRoute } from '../health.ts';
import { accountDeletionRoutes } from './account-deletion-routes.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';
import { createLoginCompletion, createLoginResponse } from './login-response.ts';
import { loginRoutes } from './login-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { policyRoutes } from './policy-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';
import type { ServiceOptions } from '../../http/service-options.ts';

export interface IdentityPluginOptions extends ServiceOptions {
  readonly partnerSecret: string;
  readonly passwordResetTtlSeconds: number;
  readonly rateLimits: RateLimits;
}

/**
 * Identity provider in the SAP Customer Data Cloud REST style: form-encoded POSTs carrying an apiKey, answered in CDC
 * form. The market of the apiKey is resolved once here; the methods live in their groups: login (`login-routes.ts`),
 * passkeys (`passkey-routes.ts`), registration and e-mail verification (`registration-routes.ts`), password reset
 * (`password-routes.ts`), unsubscribe (`unsubscribe-routes.ts`), and what a form asks first (`policy-routes.ts`).
 */
export const identityPlugin: TypedPlugin<IdentityPluginOptions> = async (app, options) => {
  const { database, markets, partnerSecret, clock, publicOrigin, rateLimits } = options;
  const marketsByApiKey = new Map([...markets.values()].map((market) => [market.apiKey, market]));
  const marketContext = requestContext<MarketConfig>(app, 'the market of the apiKey');

  answerErrorsIn(app, cdcShape);
  registerHealthRoute(app, 'identity', database);

  // Every CDC method names its market by apiKey: resolved once here, after the body's schema is checked.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.method !== 'POST') return;
    const apiKey = fieldOf(request.body, 'apiKey') ?? fieldOf(request.query, 'apiKey');
    const market = typeof apiKey === 'string' ? marketsByApiKey.get(apiKey) : undefined;
    if (!market) throw cdcError(cdcErrors.invalidApiKey);
    marketContext.set(request, market);
  });

  const routeOptions: IdentityRouteOptions = { marketOf: (request) => marketContext.get(request), clock };
  const loginResponse = createLoginResponse(app, partnerSecret);
  const completeLogin = createLoginCompletion(app, {
    clock,
    partnerSecret,
    publicOrigin,
    passwordResetTtlSeconds: options.passwordResetTtlSeconds,
    loginResponse,
  });
  await app.register(loginRoutes, {
    ...routeOptions,
    loginRateLimit: rateLimits.login,
    loginResponse,
    completeLogin,
  });
  await app.register(passkeyRoutes, { ...routeOptions, loginRateLimit: rateLimits.login, completeLogin });
  await app.register(registrationRoutes, { ...routeOptions, rateLimits, partnerSecret, publicOrigin, loginResponse });
  await app.register(passwordRoutes, {
    ...routeOptions,
    publicOrigin,
    passwordResetTtlSeconds: options.passwordResetTtlSeconds,
    rateLimits,
  });
  await app.register(unsubscribeRoutes, routeOptions);
  await app.register(accountDeletionRoutes, routeOptions);
  await app.register(policyRoutes, { ...routeOptions, lookupRateLimit: rateLimits.lookup });
};
