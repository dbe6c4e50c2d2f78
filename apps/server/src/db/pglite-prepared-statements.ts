import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** At most this many distinct statements are prepared; any beyond go through PGlite's own `query`, as before. */
const maxPreparedStatements = 500;

interface PreparedStatement {
  readonly name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them when it parsed the statement. */
  readonly parameterTypes: readonly number[];
}

/**
 * Parameterised statements as named prepared statements, each parsed and planned once per database (as
 * `postgres-database.ts` does per pooled connection). PGlite's own `query` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six calls into the WebAssembly backend, which parses, analyses and plans the statement every
 * time: for the token endpoint's six small statements that was most of the request's CPU
 * (docs/decisions/011-session-cache.md). A prepared statement is one call (Bind, Describe, Execute, Sync), its
 * parameters and rows converted by PGlite's own serializers and parsers, its answer read by PGlite's protocol parser
 * (which also hands NOTIFY messages to `listen`). The protocol's prepared statements are not transactional: one
 * outlives a rolled-back transaction. One that fails to parse is not kept.
 */
export class PglitePreparedStatements {
  private readonly statements = new Map<string, PreparedStatement>();

  constructor(private readonly pglite: PGlite) {}

  /** Whether `sql` runs as a prepared statement: it has parameters, and is known or the cap leaves room for it. */
  accepts(sql: string, params: readonly unknown[]): boolean {
    return params.length > 0 && (this.statements.has(sql) || this.statements.size < maxPreparedStatements);
  }

  /** Runs a statement `accepts` took; the caller holds PGlite's query lock. */
  async run<Row extends object>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pglite.serializers[statement.parameterTypes[index] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.pglite.execProtocolStream(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (parse.parseResults(messages, this.pglite.parsers)[0]?.rows ?? []) as Row[];
  }

  private async prepare(sql: string): Promise<PreparedStatement> {
    const name = `s${this.statements.size + 1}`;
    const messages = await this.pglite.execProtocolStream(
      Buffer.concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }
}
