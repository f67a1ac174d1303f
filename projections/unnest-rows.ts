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
  const arrays = sql.join(columns.map(([name, type]) => sql`${arrayLiteral(rows, (row) => row[name])}::${sql.raw(type)}[]`));
  return sql`(${names}) SELECT * FROM unnest(${arrays})`;
}

/**
 * The text of a one-dimensional PostgreSQL array of the items' values, to send as one parameter
 * and cast (`$1::text[]`). node-postgres serialises an array parameter itself, growing a string one
 * element at a time: in bench:projections' rebuild that was 400 MB of short-lived strings, a sixth
 * of everything the rebuild allocated. Here each element is quoted once and the literal joined once.
 * null and undefined are NULL; a Date is its ISO instant (timestamptz); an object is its JSON (jsonb).
 */
export function arrayLiteral<Item>(items: readonly Item[], valueOf: (item: Item) => unknown): string {
  const elements = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) elements[i] = arrayElement(valueOf(items[i]!));
  return `{${elements.join(',')}}`;
}

function arrayElement(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'NULL';
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'string':
      return quoted(value);
    default:
      if (value === null) return 'NULL';
      return quoted(value instanceof Date ? value.toISOString() : JSON.stringify(value));
  }
}

/** A quoted element: inside double quotes only a backslash and a double quote are escaped. */
const quoted = (text: string) => `"${SPECIAL.test(text) ? text.replace(SPECIALS, '\\$&') : text}"`;
const SPECIAL = /[\\"]/;
const SPECIALS = /[\\"]/g;
