import type { Queryable } from '../db/database.ts';
import { findValidatedSession, type SessionCache } from './session-cache.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export class IdpSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
    /** Validated sessions kept for a few seconds (the app's); without it, every check asks the database. */
    private readonly cache?: SessionCache,
  ) {}

  async create(uid: string, apiKey: string, lifetimeSeconds: number, deviceId: string | null = null): Promise<string> {
    const token = newSessionToken();
    await this.database.query(
      `insert into idp_sessions (token_hash, uid, api_key, device_id, expires_at) values ($1, $2, $3, $4, $5)`,
      [hashSessionToken(token), uid, apiKey, deviceId, new Date(this.now().getTime() + lifetimeSeconds * 1000)],
    );
    return token;
  }

  async findUid(token: string, apiKey: string): Promise<string | undefined> {
    return (await this.findLogin(token, apiKey))?.uid;
  }

  /** The account and device of a live session of the market's API key. */
  async findLogin(token: string, apiKey: string): Promise<{ uid: string; deviceId: string | null } | undefined> {
    const session = await findValidatedSession(
      this.database,
      'idp_sessions',
      hashSessionToken(token),
      this.now(),
      this.cache,
    );
    return session?.boundTo === apiKey ? { uid: session.uid, deviceId: session.deviceId } : undefined;
  }

  async delete(token: string): Promise<void> {
    const tokenHash = hashSessionToken(token);
    await this.database.query(`delete from idp_sessions where token_hash = $1`, [tokenHash]);
    this.cache?.forget('idp_sessions', tokenHash);
  }
}
