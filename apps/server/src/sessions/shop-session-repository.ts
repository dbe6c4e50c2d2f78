import type { Queryable } from '../db/database.ts';
import { findValidatedSession, type SessionCache } from './session-cache.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export const shopSessionCookieName = 'shop_session';

export interface ShopSession {
  readonly uid: string;
  readonly siteKey: string;
  readonly deviceId: string | null;
  readonly expiresAt: Date;
}

export class ShopSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
    /** Validated sessions kept for a few seconds (the app's); without it, every check asks the database. */
    private readonly cache?: SessionCache,
  ) {}

  async create(
    uid: string,
    siteKey: string,
    lifetimeSeconds: number,
    deviceId: string | null = null,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken();
    const expiresAt = new Date(this.now().getTime() + lifetimeSeconds * 1000);
    await this.database.query(
      `insert into shop_sessions (token_hash, uid, site_key, device_id, expires_at) values ($1, $2, $3, $4, $5)`,
      [hashSessionToken(token), uid, siteKey, deviceId, expiresAt],
    );
    return { token, expiresAt };
  }

  async findValid(token: string, siteKey: string): Promise<ShopSession | undefined> {
    const session = await findValidatedSession(
      this.database,
      'shop_sessions',
      hashSessionToken(token),
      this.now(),
      this.cache,
    );
    return session?.boundTo === siteKey
      ? { uid: session.uid, siteKey, deviceId: session.deviceId, expiresAt: session.expiresAt }
      : undefined;
  }

  async delete(token: string): Promise<void> {
    const tokenHash = hashSessionToken(token);
    await this.database.query(`delete from shop_sessions where token_hash = $1`, [tokenHash]);
    this.cache?.forget('shop_sessions', tokenHash);
  }
}
