import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/** The identity provider's session cookie name for a site (CDC: glt_<apiKey>). */

export class IdpSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async create(uid: string, apiKey: string, lifetimeSeconds: number): Promise<string> {
    const token = newSessionToken();
    await this.database.query(
      `insert into idp_sessions (token_hash, uid, api_key, expires_at) values ($1, $2, $3, $4)`,
      [hashSessionToken(token), uid, apiKey, new Date(this.now().getTime() + lifetimeSeconds * 1000)],
    );
    return token;
  }

  async findUid(token: string, apiKey: string): Promise<string | undefined> {
    const [row] = await this.database.query<{ uid: string }>(
      `select uid from idp_sessions where token_hash = $1 and api_key = $2 and expires_at > $3`,
      [hashSessionToken(token), apiKey, this.now()],
    );
    return row?.uid;
  }

  async delete(token: string): Promise<void> {
    await this.database.query(`delete from idp_sessions where token_hash = $1`, [hashSessionToken(token)]);
  }
}
