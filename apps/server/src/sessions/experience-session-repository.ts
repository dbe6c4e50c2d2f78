import type { Queryable } from '../db/database.ts';
import { findValidatedSession, type SessionCache } from './session-cache.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

export const experienceSessionCookieName = 'xp_session';

export interface ExperienceSession {
  readonly uid: string;
  readonly market: string;
  /** The OAuth grant whose access token opened the session. */
  readonly grantId: string | null;
  /** The device the session was opened on (its grant's), null when it is not known. */
  readonly deviceId: string | null;
}

/** A session to open: its device is known when its grant was issued to one. */
export type NewExperienceSession = Omit<ExperienceSession, 'deviceId'> & { readonly deviceId?: string | null };

export class ExperienceSessionRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
    /** Validated sessions kept for a few seconds (the app's); without it, every check asks the database. */
    private readonly cache?: SessionCache,
  ) {}

  async create(session: NewExperienceSession, expiresAt: Date): Promise<string> {
    const token = newSessionToken();
    await this.database.query(
      `insert into experience_sessions (token_hash, uid, market, grant_id, device_id, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [hashSessionToken(token), session.uid, session.market, session.grantId, session.deviceId ?? null, expiresAt],
    );
    return token;
  }

  async findValid(token: string | undefined): Promise<ExperienceSession | undefined> {
    if (!token) return undefined;
    const session = await findValidatedSession(
      this.database,
      'experience_sessions',
      hashSessionToken(token),
      this.now(),
      this.cache,
    );
    return (
      session && { uid: session.uid, market: session.boundTo, grantId: session.grantId, deviceId: session.deviceId }
    );
  }

  /** Ends the session; returns it, if it existed, so its grant can be revoked too. */
  async delete(token: string): Promise<ExperienceSession | undefined> {
    const tokenHash = hashSessionToken(token);
    const [session] = await this.database.query<ExperienceSession>(
      `delete from experience_sessions where token_hash = $1 returning uid, market, grant_id as "grantId", device_id as "deviceId"`,
      [tokenHash],
    );
    this.cache?.forget('experience_sessions', tokenHash);
    return session;
  }
}
