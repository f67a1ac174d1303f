// Test support: a kysely handle that counts the statements it runs, to show a route or query costs
// exactly the statements it claims (one per read, none for a cached session).
import type { KyselyPlugin } from 'kysely';
import type { Database } from '../database.ts';

export function countingStatements(db: Database['db']) {
  let statements = 0;
  // transformResult runs once per statement executed (transformQuery also runs for each subquery built).
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}
