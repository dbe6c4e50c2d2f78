import type { Queryable } from '../../db/database.ts';
import { hashSessionToken, newSessionToken } from '../../sessions/session-token.ts';

/** Reset tokens: 256 random bits each, only their hash stored, single use; a new one replaces every earlier one. */
export class PasswordResetTokenRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async issue(uid: string, lifetimeSeconds: number): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.database.query(`delete from password_reset_tokens where uid = $1`, [uid]);
    await this.database.query(
      `insert into password_reset_tokens (token_hash, uid, created_at, expires_at) values ($1, $2, $3, $4)`,
      [hashSessionToken(token), uid, now, new Date(now.getTime() + lifetimeSeconds * 1000)],
    );
    return token;
  }

  /** Whether the account was sent a token within the last `seconds` that is still unused and unexpired. */
  async hasRecent(uid: string, seconds: number): Promise<boolean> {
    const now = this.now();
    const rows = await this.database.query(
      `select 1 from password_reset_tokens where uid = $1 and expires_at > $2 and created_at > $3`,
      [uid, now, new Date(now.getTime() - seconds * 1000)],
    );
    return rows.length > 0;
  }

  async findUid(token: string): Promise<string | undefined> {
    const [row] = await this.database.query<{ uid: string }>(
      `select uid from password_reset_tokens where token_hash = $1 and expires_at > $2`,
      [hashSessionToken(token), this.now()],
    );
    return row?.uid;
  }
}
