// Makes an embedded PGlite database look like a node-postgres Pool, so kysely's PostgresDialect,
// the event store and everything else run one code path on PGlite and on a real server.
// PGlite is a single session: a "connection" here is exclusive use of that session, handed out in
// FIFO order, so a transaction opened by one caller never sees another caller's statements.
import type { PGlite, Results } from '@electric-sql/pglite';
import type { SqlClient, SqlPool, SqlResult } from './sql-pool.ts';

export class PglitePool implements SqlPool {
  #tail: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<SqlClient> {
    if (this.#ended) throw new Error('PGlite pool has been closed');
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    let released = false;
    return {
      query: <R>(sql: string, params: readonly unknown[] = []) => runQuery<R>(this.pglite, sql, params),
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }

  /** Runs fn with exclusive use of the session. */
  async exclusive<T>(fn: (client: SqlClient) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  }

  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.#tail;
    await this.pglite.close();
  }
}

async function runQuery<R>(pglite: PGlite, sql: string, params: readonly unknown[]): Promise<SqlResult<R>> {
  // Like node-postgres: with parameters one statement (extended protocol), without them the
  // simple protocol, which accepts several statements and answers with the last result.
  const result: Results<R> | undefined =
    params.length > 0 ? await pglite.query<R>(sql, [...params]) : (await pglite.exec(sql)).at(-1) as Results<R> | undefined;
  const command = commandOf(sql);
  const rows = result?.rows ?? [];
  // PGlite reports affectedRows 0 for a SELECT; node-postgres reports the rows returned.
  return { rows, rowCount: command === 'SELECT' ? rows.length : (result?.affectedRows ?? 0), command };
}

function commandOf(sql: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sql);
  return (match?.[1] ?? sql.trim().split(/\s+/)[0] ?? '').toUpperCase();
}
