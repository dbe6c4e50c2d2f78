import type { Queryable } from '../../db/database.ts';
import { hashSessionToken, newSessionToken } from '../../sessions/session-token.ts';

const registrationTokenLifetimeSeconds = 60 * 60;

export interface PendingRegistration {
  readonly uid: string;
  readonly apiKey: string;
  readonly sessionExpiration: number;
}

/** regTokens of logins blocked by missing consents; the table keeps only their hash. */
export class RegistrationTokenRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async create(registration: PendingRegistration): Promise<string> {
    const token = newSessionToken();
    await this.database.query(
      `insert into registration_tokens (token_hash, uid, api_key, session_expiration, expires_at) values ($1, $2, $3, $4, $5)`,
      [hashSessionToken(token), registration.uid, registration.apiKey, registration.sessionExpiration,
        new Date(this.now().getTime() + registrationTokenLifetimeSeconds * 1000)],
    );
    return token;
  }

  async find(token: string, apiKey: string): Promise<PendingRegistration | undefined> {
    const [row] = await this.database.query<PendingRegistration>(
      `select uid, api_key as "apiKey", session_expiration as "sessionExpiration" from registration_tokens
       where token_hash = $1 and api_key = $2 and expires_at > $3`,
      [hashSessionToken(token), apiKey, this.now()],
    );
    return row;
  }

  async delete(token: string): Promise<void> {
    await this.database.query(`delete from registration_tokens where token_hash = $1`, [hashSessionToken(token)]);
  }
}
