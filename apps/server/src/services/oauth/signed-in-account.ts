import type { MarketConfig } from '../../config/market-config.ts';
import { identitySessionCookieName } from '@shopfront/api';
import type { IdpSessionRepository } from '../../sessions/idp-session-repository.ts';

/** The login an authorization request is made in: the account, and the device it signed in on (if known). */
export interface SignedInLogin {
  readonly accountId: string;
  readonly deviceId: string | null;
}

/** The login when the browser carries a live identity-provider session for the market, else undefined. */
export type ResolveSignedInAccount = (
  cookies: Readonly<Record<string, string | undefined>>,
  market: MarketConfig,
) => Promise<SignedInLogin | undefined>;

/**
 * Reads the market's identity-provider session cookie (`glt_<apiKey>`) and looks its SHA-256 up in
 * idp_sessions: the OAuth server recognises the login the identity provider made, so the user never
 * logs in twice.
 */
export function createSignedInAccountResolver(sessions: IdpSessionRepository): ResolveSignedInAccount {
  return async (cookies, market) => {
    const token = cookies[identitySessionCookieName(market.apiKey)];
    const login = token ? await sessions.findLogin(token, market.apiKey) : undefined;
    return login && { accountId: login.uid, deviceId: login.deviceId };
  };
}
