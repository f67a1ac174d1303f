// preparedQuery: compiled once per database handle, each call's arguments in their parameters, and a
// build that does not pass its arguments as plain values refused at once.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Tables } from '../infra/db/tables.ts';
import './pools/pools.projection.ts';
import { preparedQuery } from './prepared-query.ts';

/** A database handle that runs nothing and records what it was asked to run. */
function recordingDb() {
  const queries: CompiledQuery[] = [];
  let compiles = 0;
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => {
        const driver = new DummyDriver();
        driver.acquireConnection = async () => ({
          executeQuery: async (query: CompiledQuery) => {
            queries.push(query);
            return { rows: [] };
          },
          streamQuery: () => { throw new Error('not used'); },
        });
        return driver;
      },
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => {
        const compiler = new PostgresQueryCompiler();
        const compile = compiler.compileQuery.bind(compiler);
        compiler.compileQuery = (...args: Parameters<typeof compile>) => {
          compiles++;
          return compile(...args);
        };
        return compiler;
      },
    },
  });
  return { db, queries, compiles: () => compiles };
}

describe('preparedQuery', () => {
  const byOwner = preparedQuery(['ownerId', 'name'], (db, { ownerId, name }) =>
    db.selectFrom('pools').select('id').where('owner_id', '=', ownerId).where('removed', '=', false).where(sql`profile->>'name'`, '=', name).limit(3));

  it('compiles once per database handle and puts each call’s arguments in their parameters', async () => {
    const { db, queries, compiles } = recordingDb();
    await byOwner(db, { ownerId: 'a', name: 'Backyard' });
    await byOwner(db, { ownerId: 'b', name: 'Front' });
    expect(compiles()).toBe(1);
    expect(queries.map((query) => query.parameters)).toEqual([['a', false, 'Backyard', 3], ['b', false, 'Front', 3]]);
    expect(queries[0]!.sql).toBe(queries[1]!.sql);
    const other = recordingDb();
    await byOwner(other.db, { ownerId: 'c', name: 'Side' });
    expect(other.compiles()).toBe(1);
  });

  it('refuses a build that splices an argument into the SQL or leaves one out', async () => {
    const { db } = recordingDb();
    const spliced = preparedQuery(['ownerId'], (kysely, { ownerId }) => kysely.selectFrom('pools').select('id').where(sql<boolean>`owner_id = ${sql.raw(`'${ownerId}'`)}`));
    await expect(spliced(db, { ownerId: 'a' })).rejects.toThrow(/ownerId/);
    const unused = preparedQuery(['ownerId', 'poolId'], (kysely, { ownerId }) => kysely.selectFrom('pools').select('id').where('owner_id', '=', ownerId));
    await expect(unused(db, { ownerId: 'a', poolId: 'b' })).rejects.toThrow(/poolId is not a parameter/);
  });
});
