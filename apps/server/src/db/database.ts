/** The one query interface the repositories use; PGlite and a PostgreSQL server both implement it. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}
