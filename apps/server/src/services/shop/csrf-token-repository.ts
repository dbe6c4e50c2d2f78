import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';

export const shopBrowserCookieName = 'shop_browser';
export const csrfHeaderName = 'csrftoken';
const csrfTokenLifetimeSeconds = 60 * 60 * 8;

/** Synchronizer CSRF tokens of the web shop, one per browser (identified by an HttpOnly cookie), kept in the database. */
export class CsrfTokenRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  /** The browser's current token, issuing a new one when it has none or it expired. */
  async tokenFor(browserId: string): Promise<string> {
    const browserHash = hashSessionToken(browserId);
    const [existing] = await this.database.query<{ token: string }>(
      `select token from shop_csrf_tokens where browser_hash = $1 and expires_at > $2`,
      [browserHash, this.now()],
    );
    if (existing) return existing.token;
    const token = randomBytes(32).toString('base64url');
    await this.database.query(
      `insert into shop_csrf_tokens (browser_hash, token, expires_at) values ($1, $2, $3)
       on conflict (browser_hash) do update set token = excluded.token, expires_at = excluded.expires_at`,
      [browserHash, token, new Date(this.now().getTime() + csrfTokenLifetimeSeconds * 1000)],
    );
    return token;
  }

  async isValid(browserId: string | undefined, token: string | undefined): Promise<boolean> {
    if (!browserId || !token) return false;
    const [row] = await this.database.query<{ token: string }>(
      `select token from shop_csrf_tokens where browser_hash = $1 and expires_at > $2`,
      [hashSessionToken(browserId), this.now()],
    );
    if (!row) return false;
    const expected = Buffer.from(row.token);
    const received = Buffer.from(token);
    return expected.length === received.length && timingSafeEqual(expected, received);
  }
}
