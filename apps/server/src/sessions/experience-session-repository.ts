import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export const experienceSessionCookieName = 'xp_session';

export interface ExperienceSession {
  readonly uid: string;
  readonly market: string;
}

export class ExperienceSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(uid: string, market: string, expiresAt: Date): Promise<string> {
    const token = newSessionToken();
    await this.database.query(
      `insert into experience_sessions (token_hash, uid, market, expires_at) values ($1, $2, $3, $4)`,
      [hashSessionToken(token), uid, market, expiresAt],
    );
    return token;
  }

  async findValid(token: string | undefined): Promise<ExperienceSession | undefined> {
    if (!token) return undefined;
    const [session] = await this.database.query<ExperienceSession>(
      `select uid, market from experience_sessions where token_hash = $1 and expires_at > $2`,
      [hashSessionToken(token), this.now()],
    );
    return session;
  }

  async delete(token: string): Promise<void> {
    await this.database.query(`delete from experience_sessions where token_hash = $1`, [hashSessionToken(token)]);
  }
}
