/** The one query interface the repositories use; PGlite and a PostgreSQL server both implement it. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Receives the NOTIFY messages of one channel, and hears when they may have been missed. */
export interface NotificationListener {
  /** A notification, delivered after the transaction that sent it committed. */
  notified(payload: string): void;
  /** The listening connection is lost: notifications are missed until `listening()` is called again. */
  interrupted(): void;
  /** Notifications flow (first connection, or again after an interruption: some may have been missed before). */
  listening(): void;
}

/** How a connection pool is used at this moment (the metrics). */
export interface PoolUse {
  readonly max: number;
  /** Connections open, idle or checked out. */
  readonly open: number;
  readonly idle: number;
  /** Queries and transactions waiting for a connection. */
  readonly waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL's pool; PGlite has one in-process connection and no pool. */
  readonly poolUse?: () => PoolUse;
  transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on `channel` until the returned function is called. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be reached or cannot answer now (a connection fault, a timeout): answered 503, not 500. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}
