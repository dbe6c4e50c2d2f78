import type { NotificationListener, Queryable } from '../db/database.ts';
import { NotifiedCache, type NotifiedCacheSettings } from '../db/notified-cache.ts';

/** The channel the session tables' trigger notifies on (migration 0009): payload `<table>:<token hash>`. */
export const sessionRevocationChannel = 'session_revoked';

export type SessionTable = 'shop_sessions' | 'idp_sessions' | 'experience_sessions';

/** A session row as every session table has it. */
export interface ValidatedSession {
  readonly uid: string;
  /** What the session is bound to: the shop's site key, the identity provider's API key, the experience API's market. */
  readonly boundTo: string;
  /** The OAuth grant an experience session was opened with. */
  readonly grantId: string | null;
  /** The device (its `idp_device` cookie's id) the session was opened on; null for sessions older than devices. */
  readonly deviceId: string | null;
  readonly expiresAt: Date;
}

/** `ttlSeconds` at most 5 (SESSION_CACHE_SECONDS). */
export type SessionCacheSettings = NotifiedCacheSettings;

/**
 * Validated sessions of every session table, kept for a few seconds (docs/decisions/011-session-cache.md), keyed by
 * `<table>:<token hash>` as the revocation feed names them, and never answered past their own expiry.
 */
export class SessionCache implements NotificationListener {
  readonly #sessions: NotifiedCache<ValidatedSession>;
  #hits = 0;
  #misses = 0;

  constructor(
    settings: SessionCacheSettings,
    /** The app clock, against which sessions expire. */
    private readonly clock: () => Date,
    monotonicMs?: () => number,
  ) {
    this.#sessions = new NotifiedCache(settings, monotonicMs);
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Lookups answered from memory, and lookups that asked the database (the cache off or its feed down included). */
  get lookups(): { readonly hits: number; readonly misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  /**
   * What memory may answer for the session of `tokenHash` in `table` now: the session, `expired` (it was valid and its
   * own expiry has passed), or `ask-database` (not cached, stale, or the feed is not listening). Synchronous, so a
   * check answered from memory costs no promise.
   */
  peek(table: SessionTable, tokenHash: string): ValidatedSession | 'expired' | 'ask-database' {
    const cached = this.#sessions.peek(`${table}:${tokenHash}`);
    if (cached === undefined) return 'ask-database';
    this.#hits += 1;
    return this.unexpired(cached) ?? 'expired';
  }

  /** The session of `tokenHash` in `table`, from memory when fresh there, else from `load` (and kept when it is valid). */
  async remember(
    table: SessionTable,
    tokenHash: string,
    load: () => Promise<ValidatedSession | undefined>,
  ): Promise<ValidatedSession | undefined> {
    const known = this.peek(table, tokenHash);
    if (known !== 'ask-database') return known === 'expired' ? undefined : known;
    this.#misses += 1;
    return this.#sessions.load(`${table}:${tokenHash}`, async () => this.unexpired(await load()));
  }

  /**
   * Forgets a session this instance just ended: its own notification arrives a moment later (on PostgreSQL, through
   * the listening connection), and the next request of the same browser must not be answered from memory before.
   */
  forget(table: SessionTable, tokenHash: string): void {
    this.#sessions.forget(`${table}:${tokenHash}`);
  }

  notified(payload: string): void {
    this.#sessions.notified(payload);
  }

  interrupted(): void {
    this.#sessions.interrupted();
  }

  listening(): void {
    this.#sessions.listening();
  }

  private unexpired(session: ValidatedSession | undefined): ValidatedSession | undefined {
    return session && session.expiresAt > this.clock() ? session : undefined;
  }
}

/** Each table's column of what a session is bound to, and of its OAuth grant. */
const sessionColumns: Readonly<Record<SessionTable, { readonly boundTo: string; readonly grantId: string }>> = {
  shop_sessions: { boundTo: 'site_key', grantId: 'null' },
  idp_sessions: { boundTo: 'api_key', grantId: 'null' },
  experience_sessions: { boundTo: 'market', grantId: 'grant_id' },
};

/** The unexpired session of `tokenHash` in `table`: through the cache when there is one, else from the database. */
export function findValidatedSession(
  database: Queryable,
  table: SessionTable,
  tokenHash: string,
  now: Date,
  cache: SessionCache | undefined,
): Promise<ValidatedSession | undefined> {
  // Answered from memory without building the query's closure (the hot path of every signed-in page view); a miss is
  // counted by `remember`.
  const known = cache?.peek(table, tokenHash) ?? 'ask-database';
  if (known !== 'ask-database') return Promise.resolve(known === 'expired' ? undefined : known);
  const columns = sessionColumns[table];
  const load = async () => {
    const [session] = await database.query<ValidatedSession>(
      `select uid, ${columns.boundTo} as "boundTo", ${columns.grantId} as "grantId", device_id as "deviceId", expires_at as "expiresAt" from ${table}
       where token_hash = $1 and expires_at > $2`,
      [tokenHash, now],
    );
    return session;
  };
  return cache ? cache.remember(table, tokenHash, load) : load();
}
