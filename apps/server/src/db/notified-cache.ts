import type { NotificationListener } from './database.ts';

export interface NotifiedCacheSettings {
  /** How long an entry is answered from memory; 0 turns the cache off. */
  readonly ttlSeconds: number;
  /** At most this many entries are kept; the oldest goes first. */
  readonly maxEntries: number;
}

interface Entry<Value> {
  readonly value: Value;
  /** monotonic time (ms) until which the entry is answered. */
  readonly freshUntil: number;
}

/**
 * Values read from the database, kept in memory for a few seconds and forgotten as soon as the database announces a
 * change of their rows on a NOTIFY channel (the payload is the entry's key; docs/decisions/011-session-cache.md).
 * Memory answers only while the feed listens: the whole cache is forgotten when the feed is interrupted or resumes,
 * and a value read from the database while any notification arrived is not kept (it may be the one changed).
 */
export class NotifiedCache<Value> implements NotificationListener {
  readonly #entries = new Map<string, Entry<Value>>();
  /** Changes with every notification and every change of the feed's state. */
  #revision = 0;
  #feedListening = false;

  constructor(
    private readonly settings: NotifiedCacheSettings,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The fresh value of `key`, or undefined: not kept, stale, or the feed is not listening. Synchronous: no promise. */
  peek(key: string): Value | undefined {
    if (!this.#isActive()) return undefined;
    const cached = this.#entries.get(key);
    return cached && cached.freshUntil > this.monotonicMs() ? cached.value : undefined;
  }

  /** Reads `key` from the database with `load`, and keeps what it found (undefined is never kept) when it may. */
  async load(key: string, load: () => Promise<Value | undefined>): Promise<Value | undefined> {
    const revisionBefore = this.#revision;
    const value = await load();
    if (value !== undefined && this.#revision === revisionBefore && this.#isActive()) this.#keep(key, value);
    else this.#entries.delete(key);
    return value;
  }

  /**
   * Forgets an entry this instance just changed: its own notification arrives a moment later (on PostgreSQL, through
   * the listening connection), and the next request must not be answered from memory before.
   */
  forget(key: string): void {
    this.notified(key);
  }

  notified(payload: string): void {
    this.#revision += 1;
    this.#entries.delete(payload);
  }

  interrupted(): void {
    this.#feedListening = false;
    this.#flush();
  }

  listening(): void {
    this.#flush();
    this.#feedListening = true;
  }

  #isActive(): boolean {
    return this.#feedListening && this.settings.ttlSeconds > 0;
  }

  #flush(): void {
    this.#revision += 1;
    this.#entries.clear();
  }

  #keep(key: string, value: Value): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.settings.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, freshUntil: this.monotonicMs() + this.settings.ttlSeconds * 1000 });
  }
}
