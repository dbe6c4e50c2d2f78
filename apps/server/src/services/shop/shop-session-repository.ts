import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

export const shopSessionCookieName = 'shop_session';

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface ShopSession {
  readonly uid: string;
  readonly siteKey: string;
  readonly expiresAt: Date;
}

export class ShopSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findValid(token: string, siteKey: string): Promise<ShopSession | undefined> {
    const [session] = await this.database.query<ShopSession>(
      `select uid, site_key as "siteKey", expires_at as "expiresAt" from shop_sessions
       where token_hash = $1 and site_key = $2 and expires_at > $3`,
      [hashSessionToken(token), siteKey, this.now()],
    );
    return session;
  }
}
