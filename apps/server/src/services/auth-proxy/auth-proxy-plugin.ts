import type { Database } from '../../db/database.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { oauthShape } from '../../http/oauth-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { registerHealthRoute } from '../health.ts';
import { proxyRoutes } from './proxy-routes.ts';

export interface AuthProxyPluginOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  /** Where the authorization server is mounted on this server, e.g. /oauth. */
  readonly oauthBasePath: string;
  readonly publicOrigin: string;
}

/**
 * The legacy auth proxy (used where a market's authProxyDeprecated flag is off): it runs PKCE on the browser's
 * behalf, keeping the verifier server-side, and forwards to the authorization server. RFC 6749 errors; the flow's
 * routes in `proxy-routes.ts`.
 */
export const authProxyPlugin: TypedPlugin<AuthProxyPluginOptions> = async (
  app,
  { database, markets, oauthBasePath, publicOrigin },
) => {
  answerErrorsIn(app, oauthShape('auth-proxy'));
  registerHealthRoute(app, 'auth-proxy', database);
  await app.register(proxyRoutes, { markets, oauthBasePath, publicOrigin });
};
