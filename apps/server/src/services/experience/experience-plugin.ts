import type { RateLimit } from '../../security/rate-limiter.ts';
import { plainShape } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { registerHealthRoute } from '../health.ts';
import { accountDeletionRoutes } from './account-deletion-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { dataExportRoutes } from './data-export-routes.ts';
import { dealerRoutes } from './dealer-routes.ts';
import { deviceRoutes } from './device-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { privacyRoutes } from './privacy-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import type { ServiceOptions } from '../../http/service-options.ts';

export interface ExperiencePluginOptions extends ServiceOptions {
  readonly cookieDomain: string;
  /** Guesses of the current password are limited like logins. */
  readonly changePasswordRateLimit: RateLimit;
}

/**
 * The experience API: the customer's session, their account and consents at the identity provider (`sap_` errors), and the shell's site
 * content (`{ error, message }` errors). The commerce API is mounted below it as its own service.
 */
export const experiencePlugin: TypedPlugin<ExperiencePluginOptions> = async (
  app,
  { database, markets, clock, cookieDomain, publicOrigin, changePasswordRateLimit },
) => {
  answerErrorsIn(app, plainShape('experience'));
  registerHealthRoute(app, 'experience', database);
  await app.register(sessionRoutes, { database, markets, clock, cookieDomain });
  await app.register(accountRoutes, { markets, clock, cookieDomain, changePasswordRateLimit });
  await app.register(deviceRoutes, { markets });
  await app.register(dataExportRoutes, { markets, clock });
  await app.register(accountDeletionRoutes, {
    markets,
    cookieDomain,
    publicOrigin,
    passwordRateLimit: changePasswordRateLimit,
  });
  await app.register(newsletterRoutes, { markets, clock });
  await app.register(contentRoutes, { markets, publicOrigin });
  await app.register(dealerRoutes, { markets });
  await app.register(privacyRoutes, { markets, clock, cookieDomain });
};
