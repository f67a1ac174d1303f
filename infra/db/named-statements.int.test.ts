// Registered SQL texts run as named prepared statements on PostgreSQL (parsed once per connection),
// with each call's own parameters; other statements, and PGlite, run as before.
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { nameStatement } from './named-statements.ts';
import { databaseLegs } from './testing/test-database.ts';

const REGISTERED = 'SELECT $1::int + $2::int AS sum /* named-statements test */';
const PLAIN = 'SELECT $1::int * $2::int AS product /* named-statements test */';

describe.each(databaseLegs())('named statements on $name', (leg) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('runs a registered text under its name with each call’s parameters, and leaves other texts unnamed', async () => {
    const name = nameStatement(REGISTERED);
    expect(nameStatement(REGISTERED)).toBe(name);
    database = await leg.open();
    const client = await database.pool.connect();
    try {
      expect((await client.query<{ sum: number }>(REGISTERED, [2, 3])).rows).toEqual([{ sum: 5 }]);
      expect((await client.query<{ sum: number }>(REGISTERED, [40, 2])).rows).toEqual([{ sum: 42 }]);
      expect((await client.query<{ product: number }>(PLAIN, [6, 7])).rows).toEqual([{ product: 42 }]);
      if (leg.name === 'postgres') {
        const { rows } = await client.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements WHERE NOT from_sql');
        expect(rows).toEqual([{ name, statement: REGISTERED }]);
      }
    } finally {
      client.release();
    }
  });
});
