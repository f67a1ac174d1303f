// Many rows in one INSERT with one parameter per column: `INSERT INTO t (a, b) SELECT * FROM
// unnest($1::text[], $2::int[])`. A multi-row VALUES list sends a parameter per value (a rebuild sent
// about two million), each compiled by kysely, serialised by the driver and bound by the server; on
// the embedded PGlite each also crosses its protocol code. An array per column is one parameter.
import { sql, type RawBuilder } from 'kysely';

/** A column of the target table and the SQL type its array is cast to ('text', 'bigint', 'jsonb'…). */
export type UnnestColumn<Row> = readonly [name: keyof Row & string, type: UnnestType];

/** The element types used here (written into the SQL text, so a fixed list, never user input). */
export type UnnestType = 'text' | 'bigint' | 'integer' | 'double precision' | 'boolean' | 'timestamptz' | 'jsonb';

/** `(col, …) SELECT * FROM unnest($1::type[], …)` for rows, to follow `INSERT INTO table`. */
export function unnestRows<Row>(columns: readonly UnnestColumn<Row>[], rows: readonly Row[]): RawBuilder<unknown> {
  const names = sql.join(columns.map(([name]) => sql.id(name)));
  const arrays = sql.join(columns.map(([name, type]) => sql`${rows.map((row) => row[name])}::${sql.raw(type)}[]`));
  return sql`(${names}) SELECT * FROM unnest(${arrays})`;
}
