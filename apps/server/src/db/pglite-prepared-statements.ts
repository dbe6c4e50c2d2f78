import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** At most this many distinct statements are prepared; any beyond go through PGlite's own `query`, as before. */
const maxPreparedStatements = 500;

interface PreparedStatement {
  readonly name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them when it parsed the statement. */
  readonly parameterTypes: readonly number[];
}

/** Describe (the unnamed portal), Execute (the unnamed portal, every row) and Sync, as wire messages. */
const describeExecuteSync = Buffer.from([0x44, 0, 0, 0, 6, 0x50, 0, 0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * Bind (`statement`'s text-format parameters to the unnamed portal, text-format results), then Describe, Execute and
 * Sync: one buffer, written directly. pg-protocol's serializer (which PGlite uses) allocates and copies a buffer per
 * message and reaches every field of its writer through a WeakMap (private fields compiled down): for the token
 * endpoint's six statements that was about 150 µs of a request.
 */
function bindExecuteMessages(statement: string, values: readonly (string | null)[]): Buffer {
  // Bind: length, portal '', statement name, 0 parameter format codes (all text), the values, 0 result format codes.
  let bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const value of values) bindLength += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const messages = Buffer.allocUnsafe(1 + bindLength + describeExecuteSync.length);
  messages[0] = 0x42;
  let offset = messages.writeInt32BE(bindLength, 1);
  messages[offset++] = 0;
  offset += messages.write(statement, offset);
  messages[offset++] = 0;
  offset = messages.writeInt16BE(0, offset);
  offset = messages.writeInt16BE(values.length, offset);
  for (const value of values) {
    if (value === null) {
      offset = messages.writeInt32BE(-1, offset);
    } else {
      const written = messages.write(value, offset + 4);
      messages.writeInt32BE(written, offset);
      offset += 4 + written;
    }
  }
  offset = messages.writeInt16BE(0, offset);
  describeExecuteSync.copy(messages, offset);
  return messages;
}

/**
 * Parameterised statements as named prepared statements, each parsed and planned once per database (as
 * `postgres-database.ts` does per pooled connection). PGlite's own `query` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six calls into the WebAssembly backend, which parses, analyses and plans the statement every
 * time: for the token endpoint's six small statements that was most of the request's CPU
 * (docs/decisions/015-pglite-prepared-statements.md). A prepared statement is one call (Bind, Describe, Execute, Sync), its
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
    const messages = await this.pglite.execProtocolStream(bindExecuteMessages(statement.name, values), {
      syncToFs: false,
    });
    return (parse.parseResults(messages, this.pglite.parsers)[0]?.rows ?? []) as Row[];
  }

  private async prepare(sql: string): Promise<PreparedStatement> {
    const name = `s${this.statements.size + 1}`;
    const messages = await this.pglite.execProtocolStream(
      Buffer.concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }
}
