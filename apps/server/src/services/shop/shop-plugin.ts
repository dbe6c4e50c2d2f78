import type { Site } from '@shopfront/i18n';
import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { plainShape } from '../../http/plain-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import { registerHealthRoute } from '../health.ts';
import { loginRoutes } from './login-routes.ts';
import { sessionRoutes } from './session-routes.ts';

export interface ShopPluginOptions {
  readonly database: Database;
  readonly site: Site;
  readonly market: MarketConfig;
  readonly partnerSecret: string;
  readonly clock: () => Date;
}

/**
 * The web shop's `/e/…` endpoints of one site, registered under the site's path prefix: `{ error, message }` errors,
 * never stored; the login (`login-routes.ts`) and the session (`session-routes.ts`).
 */
export const shopPlugin: TypedPlugin<ShopPluginOptions> = async (
  app,
  { database, site, market, partnerSecret, clock },
) => {
  answerErrorsIn(app, plainShape('shop'));
  answerNoStore(app);
  registerHealthRoute(app, 'shop', database);
  await app.register(loginRoutes, { site, market, clock, partnerSecret });
  await app.register(sessionRoutes, { site, market, clock });
};
