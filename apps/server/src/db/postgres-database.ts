import pg from 'pg';
import { ConfigError } from '../config/config-error.ts';
import { type Database, DatabaseUnavailableError, type NotificationListener, type Queryable } from './database.ts';

/** SQLSTATE classes that mean "the server cannot answer now": connection exception, insufficient resources, operator intervention (shutdown, statement timeout), system error. */
const unavailableClasses = new Set(['08', '53', '57', '58']);
/** The driver's own errors when there is no connection to send a query on. */
const connectionFaultMessage = /connect|connection|terminated|timeout|not queryable/i;

/** A fault of the connection rather than of the query: the request is answered 503 and may be tried again. */
function isConnectionFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof pg.DatabaseError) return unavailableClasses.has((error.code ?? '').slice(0, 2));
  const code = (error as NodeJS.ErrnoException).code;
  return (typeof code === 'string' && code.startsWith('E')) || connectionFaultMessage.test(error.message);
}

async function reportingUnavailability<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConnectionFault(error)) throw new DatabaseUnavailableError('The database is unavailable', { cause: error });
    throw error;
  }
}

/** At most this many distinct statements are prepared per connection; any beyond are sent unnamed, as before. */
const maxPreparedStatements = 500;

/**
 * Names parameterised statements so each pooled connection parses and plans one only once (the driver then sends
 * Bind/Execute alone): the server's parse and plan per query was a large share of the token endpoint's cost. Every
 * statement of this code base is a fixed text, so the set stays small; the cap keeps it bounded anyway.
 */
class PreparedStatementNames {
  private readonly names = new Map<string, string>();

  nameOf(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= maxPreparedStatements) return known;
    const name = `s${this.names.size + 1}`;
    this.names.set(sql, name);
    return name;
  }
}

/** Without names (a transaction pooler), every statement is sent unnamed: parsed and planned on each run. */
function queryableOf(target: pg.Pool | pg.PoolClient, statements: PreparedStatementNames | undefined): Queryable {
  return {
    query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const name = params.length > 0 ? statements?.nameOf(sql) : undefined;
      return reportingUnavailability(
        async () => (await target.query<Row>({ text: sql, values: [...params], ...(name ? { name } : {}) })).rows,
      );
    },
    exec(sql: string) {
      return reportingUnavailability(async () => {
        await target.query(sql);
      });
    },
  };
}

/** The address without credentials, for messages. */
function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** What the server said when it refused the login, by SQLSTATE; its own message never holds the password. */
const refusedLogins: Readonly<Record<string, string>> = {
  '3D000': 'the database does not exist; create it, or correct its name in DATABASE_URL',
  '28P01': 'the password was refused; correct the user or password in DATABASE_URL',
  '28000': "the login was refused; check the user in DATABASE_URL and the server's pg_hba.conf",
};

/** The one line a failed first connection prints: what is wrong, at which address (never with the password). */
function describeConnectFailure(error: unknown, url: string): string {
  const address = describeDatabaseUrl(url);
  if (error instanceof pg.DatabaseError && error.code !== undefined) {
    const advice = refusedLogins[error.code] ?? 'the server refused the connection';
    return `Cannot use the database at ${address}: ${advice} (${error.code}: ${error.message})`;
  }
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === 'ECONNREFUSED')
    return `Cannot reach the database at ${address}: nothing accepts connections there; is PostgreSQL running? (ECONNREFUSED)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `Cannot reach the database at ${address}: the host name is not found (${code})`;
  // The driver's own words when the server asks for a password and the URL carries none.
  if (error instanceof Error && /password must be a string/.test(error.message)) {
    return `Cannot use the database at ${address}: the server asks for a password and DATABASE_URL has none`;
  }
  return `Cannot reach the database at ${address} (${code ?? (error instanceof Error ? error.message : String(error))})`;
}

const listenReconnectDelayMs = 250;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it is lost, the listener hears
 * `interrupted()` at once, and a new connection is tried every `listenReconnectDelayMs` until one listens again.
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, listenReconnectDelayMs);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (current === client) {
        current = undefined;
        listener.interrupted();
      }
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    client.on('error', drop);
    client.on('end', drop);
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch {
      drop();
      return;
    }
    if (stopped || dropped) {
      dropped = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    listener.listening();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/**
 * How DATABASE_URL's connections reach PostgreSQL (docs/decisions/019): `session`, each pooled connection a server
 * session of its own (PostgreSQL itself, or PgBouncer in session mode); `transaction`, PgBouncer's transaction pooling,
 * where consecutive transactions of one connection may run on different server sessions.
 */
export const databasePoolings = ['session', 'transaction'] as const;
export type DatabasePooling = (typeof databasePoolings)[number];

export interface PostgresSettings {
  readonly poolSize: number;
  readonly statementTimeoutMs: number;
  readonly pooling: DatabasePooling;
  /** A server session of its own for LISTEN (never a transaction pooler); DATABASE_URL's server when undefined. */
  readonly listenUrl: string | undefined;
}

/**
 * Behind a transaction pooler the server cannot set statement_timeout itself (PgBouncer refuses it as a startup
 * parameter, and a SET would stay on whichever server session ran it): the database role carries it. A start
 * refuses a role without one, or with a longer one than DATABASE_STATEMENT_TIMEOUT_MS promises.
 */
async function requireRoleStatementTimeout(pool: pg.Pool, limitMs: number): Promise<void> {
  const [setting] = (
    await pool.query<{ timeoutMs: number; role: string }>(
      `select setting::integer as "timeoutMs", current_user as role from pg_settings where name = 'statement_timeout'`,
    )
  ).rows;
  if (!setting || (setting.timeoutMs > 0 && setting.timeoutMs <= limitMs)) return;
  const found = setting.timeoutMs === 0 ? 'has no statement_timeout' : `has statement_timeout ${setting.timeoutMs} ms`;
  throw new ConfigError(
    `DATABASE_POOLING=transaction: the database role ${setting.role} ${found}; set one of at most DATABASE_STATEMENT_TIMEOUT_MS on the role: ALTER ROLE ${setting.role} SET statement_timeout = '${limitMs}ms'`,
  );
}

export async function openPostgresDatabase(url: string, settings: PostgresSettings): Promise<Database> {
  // statement_timeout: a query the server cannot answer in time fails instead of holding the request (and the pool);
  // a connection is waited for no longer than that either. Named statements live in one server session: a
  // transaction pooler would run them on another (PgBouncer 1.18 has no support for them in transaction mode).
  const ownSession = settings.pooling === 'session';
  const statements = ownSession ? new PreparedStatementNames() : undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: Math.min(5_000, settings.statementTimeoutMs),
    ...(ownSession ? { statement_timeout: settings.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(describeConnectFailure(error, url), { cause: error });
  }
  if (!ownSession) {
    try {
      await requireRoleStatementTimeout(pool, settings.statementTimeoutMs);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  return {
    kind: 'postgres',
    ...queryableOf(pool, statements),
    poolUse: () => ({
      max: settings.poolSize,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async transaction(work) {
      const client = await reportingUnavailability(() => pool.connect());
      // A client whose connection failed is destroyed on release, not handed to the next request. While it is checked
      // out, the pool does not listen for its errors: a connection lost now would otherwise crash the process.
      let broken: Error | undefined;
      const onConnectionError = (error: Error) =>
        (broken = new DatabaseUnavailableError('The database connection was lost', { cause: error }));
      client.on('error', onConnectionError);
      try {
        await reportingUnavailability(() => client.query('begin'));
        const result = await work(queryableOf(client, statements));
        await reportingUnavailability(() => client.query('commit'));
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) broken = error;
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onConnectionError);
        client.release(broken);
      }
    },
    listen: (channel, listener) => listenOnOwnConnection(settings.listenUrl ?? url, channel, listener),
    close: () => pool.end(),
  };
}
