import type { NotificationListener, Queryable } from '../db/database.ts';

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

export interface SessionCacheSettings {
  /** How long a validated session is answered from memory (at most 5 s); 0 turns the cache off. */
  readonly ttlSeconds: number;
  /** At most this many sessions are kept; the oldest goes first. */
  readonly maxEntries: number;
}

interface Entry {
  readonly session: ValidatedSession;
  /** performance.now() until which the entry is answered. */
  readonly freshUntil: number;
}

/**
 * Validated sessions of every session table, kept for a few seconds (docs/decisions/011-session-cache.md). It is
 * only used while the revocation feed listens: a revoked session is forgotten when its notification arrives, the
 * whole cache when the feed is interrupted or resumes, and a session read from the database while any revocation
 * arrived is not kept (it may be the one revoked).
 */
export class SessionCache implements NotificationListener {
  private readonly entries = new Map<string, Entry>();
  /** Changes with every revocation and every change of the feed's state. */
  private revision = 0;
  private feedListening = false;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly settings: SessionCacheSettings,
    /** The app clock, against which sessions expire. */
    private readonly clock: () => Date,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.entries.size;
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
    const known = this.lookup(table, tokenHash);
    if (known !== 'ask-database') this.#hits += 1;
    return known;
  }

  private lookup(table: SessionTable, tokenHash: string): ValidatedSession | 'expired' | 'ask-database' {
    if (!this.isActive()) return 'ask-database';
    const cached = this.entries.get(`${table}:${tokenHash}`);
    if (!cached || cached.freshUntil <= this.monotonicMs()) return 'ask-database';
    return this.unexpired(cached.session) ?? 'expired';
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
    if (!this.isActive()) return this.unexpired(await load());
    const key = `${table}:${tokenHash}`;
    const revisionBefore = this.revision;
    const session = this.unexpired(await load());
    if (session && this.revision === revisionBefore && this.isActive()) this.keep(key, session);
    else this.entries.delete(key);
    return session;
  }

  /**
   * Forgets a session this instance just ended: its own notification arrives a moment later (on PostgreSQL, through
   * the listening connection), and the next request of the same browser must not be answered from memory before.
   */
  forget(table: SessionTable, tokenHash: string): void {
    this.notified(`${table}:${tokenHash}`);
  }

  notified(payload: string): void {
    this.revision += 1;
    this.entries.delete(payload);
  }

  interrupted(): void {
    this.feedListening = false;
    this.flush();
  }

  listening(): void {
    this.flush();
    this.feedListening = true;
  }

  private isActive(): boolean {
    return this.feedListening && this.settings.ttlSeconds > 0;
  }

  private flush(): void {
    this.revision += 1;
    this.entries.clear();
  }

  private unexpired(session: ValidatedSession | undefined): ValidatedSession | undefined {
    return session && session.expiresAt > this.clock() ? session : undefined;
  }

  private keep(key: string, session: ValidatedSession): void {
    this.entries.delete(key);
    if (this.entries.size >= this.settings.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { session, freshUntil: this.monotonicMs() + this.settings.ttlSeconds * 1000 });
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
