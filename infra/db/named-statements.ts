// Named prepared statements for the few queries every signed-in GET runs. node-postgres sends a query
// with parameters as an unnamed statement, which PostgreSQL parses and plans anew each time: for the
// joins behind the pool list, the latest reading and the current plan, planning costs 3-4 times the
// execution (100-150 µs against 30-40 µs). A named statement is parsed once per connection and, after
// five runs, served from a cached generic plan.
//
// Callers register the SQL text once (projections/prepared-query.ts does, for its queries); the
// PostgreSQL pool's client then sends that exact text under a name derived from it. Everything else
// goes through unchanged. PGlite runs in this process and gains nothing from it, so it ignores names.
import { createHash } from 'node:crypto';
import pg from 'pg';

const nameBySql = new Map<string, string>();

/** Marks a SQL text as worth preparing: the PostgreSQL client will send it as a named statement. */
export function nameStatement(sql: string): string {
  let name = nameBySql.get(sql);
  if (name === undefined) {
    // Derived from the text, so one text has one name in every process and connection, and two texts
    // never share one (node-postgres refuses a name reused for a different text).
    name = `cw_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    nameBySql.set(sql, name);
  }
  return name;
}

/** The statement name registered for this SQL text, if any. */
export function statementName(sql: string): string | undefined {
  return nameBySql.get(sql);
}

/** A node-postgres client that sends registered SQL texts as named prepared statements. */
export class NamedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = super.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? nameBySql.get(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    }) as pg.Client['query'];
  }
}
