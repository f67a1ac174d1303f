// Read model queries that every signed-in GET runs (the pool list, the latest reading, the current
// plan), built and compiled by kysely once per database handle instead of at every call: building and
// compiling a join costs 3-10 µs of CPU, a tenth of such a request. Each call then runs the same SQL
// with its own arguments. Queries whose shape depends on their arguments (optional bounds, cursors)
// are not prepared.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { nameStatement } from '../infra/db/named-statements.ts';
import type { Tables } from '../infra/db/tables.ts';

type Db = Kysely<Tables>;

interface Prepared {
  readonly compiled: CompiledQuery;
  /** Which argument goes into which parameter. */
  readonly slots: readonly (readonly [index: number, name: string])[];
}

/**
 * A query whose SQL is the same for every call. `build` receives a placeholder for each named
 * argument and must pass them to kysely only as values (never branch on them or splice them into
 * SQL); preparing checks that each placeholder became a parameter and none reached the SQL text.
 * Returns a function running it with real arguments, which answers the rows.
 */
export function preparedQuery<const Names extends readonly string[], Row>(
  names: Names,
  build: (db: Db, args: { readonly [K in Names[number]]: string }) => Compilable<Row>,
): (db: Db, args: { readonly [K in Names[number]]: string }) => Promise<Row[]> {
  const byDb = new WeakMap<Db, Prepared>();
  const prepare = (db: Db): Prepared => {
    const placeholders = Object.fromEntries(names.map((name, i) => [name, `\u0000prepared:${i}:${name}\u0000`])) as { [K in Names[number]]: string };
    const compiled = build(db, placeholders).compile();
    const slots: [number, string][] = [];
    compiled.parameters.forEach((value, index) => {
      const name = names.find((candidate) => placeholders[candidate as Names[number]] === value);
      if (name !== undefined) slots.push([index, name]);
    });
    for (const name of names) {
      const placeholder = placeholders[name as Names[number]];
      if (!slots.some(([, slotName]) => slotName === name)) throw new Error(`preparedQuery: argument ${name} is not a parameter of ${compiled.sql}`);
      if (compiled.sql.includes(placeholder)) throw new Error(`preparedQuery: argument ${name} reached the SQL text`);
    }
    // Its text never changes, so on PostgreSQL it is sent as a named statement: parsed and planned
    // once per connection rather than at every call (infra/db/named-statements.ts).
    nameStatement(compiled.sql);
    return { compiled, slots };
  };
  return async (db, args) => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = prepare(db)));
    const parameters = prepared.compiled.parameters.slice();
    for (const [index, name] of prepared.slots) parameters[index] = args[name as Names[number]];
    const result = await db.executeQuery<Row>({ ...prepared.compiled, parameters } as CompiledQuery<Row>);
    return result.rows;
  };
}

/**
 * A row as PostgreSQL's to_json writes it, for the hot one-row reads that take their row as one JSON
 * value: node-postgres does work per column on every execution (the row description, a parser lookup
 * and a property per column), more than parsing the same row as JSON. Timestamps come as text (the
 * `Timestamps` keys, read back by readTimestamps); int8 columns would come as JSON numbers, so a
 * read leaves those out of its type.
 */
export type JsonRow<Row, Timestamps extends keyof Row> = Omit<Row, Timestamps> & { [K in Timestamps]: null extends Row[K] ? string | null : string };

/** The row with its timestamps as Dates again. */
export function readTimestamps<Row, Timestamps extends keyof Row>(json: JsonRow<Row, Timestamps>, keys: readonly Timestamps[]): Row {
  const row: Record<PropertyKey, unknown> = { ...json };
  for (const key of keys) {
    const text = row[key];
    row[key] = typeof text === 'string' ? new Date(text) : null;
  }
  return row as Row;
}
