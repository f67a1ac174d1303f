// The subset of node-postgres's Pool that kysely, the event store and the projections use.
// pg.Pool satisfies it, over a real server and over the embedded PGlite session (pglite-session.ts).
export interface SqlResult<R> {
  rows: R[];
  rowCount: number | null;
  command: string;
}

export interface SqlClient {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
  release(): void;
}

export interface SqlPool {
  connect(): Promise<SqlClient>;
  end(): Promise<void>;
}

/** Runs fn inside BEGIN/COMMIT on one connection, rolling back on error. */
export async function withTransaction<T>(pool: SqlPool, fn: (client: SqlClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

/** Runs one statement on a pooled connection. */
export async function query<R = Record<string, unknown>>(pool: SqlPool, sql: string, params: readonly unknown[] = []): Promise<SqlResult<R>> {
  const client = await pool.connect();
  try {
    return await client.query<R>(sql, params);
  } finally {
    client.release();
  }
}
