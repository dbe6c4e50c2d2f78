import type { Queryable } from '../../db/database.ts';
import { OidcPayloadStore } from './oidc-payload-store.ts';

export interface AccessTokenInfo {
  readonly accountId: string;
  readonly clientId: string;
  readonly grantId: string;
  readonly scopes: string[];
  readonly expiresAt: Date;
}

/** What other services use to validate an access token this authorization server issued. */
export interface OAuthTokens {
  findAccessToken(token: string): Promise<AccessTokenInfo | undefined>;
}

/** Opaque access tokens are 43 base64url characters (oidc-provider's nanoid); anything else is not ours. */
const tokenPattern = /^[A-Za-z0-9_-]{20,128}$/;

function epochSeconds(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Looks the AccessToken model up in the adapter's storage, the same rows oidc-provider reads: a token
 * counts only while it is unexpired, unconsumed and its grant still exists (revoking a grant, e.g. on a
 * replayed code, invalidates every token issued under it).
 */
export function createOAuthTokens(database: Queryable, now: () => Date): OAuthTokens {
  const accessTokens = new OidcPayloadStore(database, 'AccessToken', now);
  const grants = new OidcPayloadStore(database, 'Grant', now);
  return {
    async findAccessToken(token) {
      if (!tokenPattern.test(token)) return undefined;
      const payload = await accessTokens.find(token);
      if (!payload || payload.consumed !== undefined) return undefined;
      const { accountId, clientId, scope, grantId } = payload;
      const exp = epochSeconds(payload.exp);
      if (typeof accountId !== 'string' || typeof clientId !== 'string' || exp === undefined) return undefined;
      if (exp * 1000 <= now().getTime()) return undefined;
      if (typeof grantId !== 'string' || !(await grants.find(grantId))) return undefined;
      return {
        accountId,
        clientId,
        grantId,
        scopes: typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [],
        expiresAt: new Date(exp * 1000),
      };
    },
  };
}
