import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export const shopSessionCookieName = 'shop_session';

export interface ShopSession {
  readonly uid: string;
  readonly siteKey: string;
  readonly expiresAt: Date;
}

export class ShopSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async create(uid: string, siteKey: string, lifetimeSeconds: number): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken();
    const expiresAt = new Date(this.now().getTime() + lifetimeSeconds * 1000);
    await this.database.query(
      `insert into shop_sessions (token_hash, uid, site_key, expires_at) values ($1, $2, $3, $4)`,
      [hashSessionToken(token), uid, siteKey, expiresAt],
    );
    return { token, expiresAt };
  }

  async findValid(token: string, siteKey: string): Promise<ShopSession | undefined> {
    const [session] = await this.database.query<ShopSession>(
      `select uid, site_key as "siteKey", expires_at as "expiresAt" from shop_sessions
       where token_hash = $1 and site_key = $2 and expires_at > $3`,
      [hashSessionToken(token), siteKey, this.now()],
    );
    return session;
  }

  async delete(token: string): Promise<void> {
    await this.database.query(`delete from shop_sessions where token_hash = $1`, [hashSessionToken(token)]);
  }
}
