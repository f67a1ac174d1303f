// How many rows a projection writes per multi-row statement: PostgreSQL takes at most 65,535
// parameters, and 1,000 rows stays under that up to 65 columns a row.
export const ROWS_PER_STATEMENT = 1000;

/** Rows in runs of at most ROWS_PER_STATEMENT, one statement each. */
export function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}
