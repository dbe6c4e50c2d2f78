import type { MarketConfig } from '../../config/market-config.ts';
import type { Queryable } from '../../db/database.ts';
import { identitySessionCookieName } from '@shopfront/api';
import { IdpSessionRepository } from '../../sessions/idp-session-repository.ts';
import type { SessionCache } from '../../sessions/session-cache.ts';

/** The account UID when the browser carries a live identity-provider session for the market, else undefined. */
export type ResolveSignedInAccount = (
  cookies: Readonly<Record<string, string | undefined>>,
  market: MarketConfig,
) => Promise<string | undefined>;

/**
 * Reads the market's identity-provider session cookie (`glt_<apiKey>`) and looks its SHA-256 up in
 * idp_sessions: the OAuth server recognises the login the identity provider made, so the user never
 * logs in twice.
 */
export function createSignedInAccountResolver(database: Queryable, clock: () => Date, cache?: SessionCache): ResolveSignedInAccount {
  const sessions = new IdpSessionRepository(database, clock, cache);
  return async (cookies, market) => {
    const token = cookies[identitySessionCookieName(market.apiKey)];
    if (!token) return undefined;
    return sessions.findUid(token, market.apiKey);
  };
}
