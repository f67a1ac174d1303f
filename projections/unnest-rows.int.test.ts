// The array literals unnestRows sends (arrayLiteral) read back as the values they were made from,
// on both databases, whatever the text holds: quotes, backslashes, commas, braces, the word NULL,
// empty strings, newlines, non-ASCII; and numbers, booleans, instants and JSON.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../infra/db/database.ts';
import { databaseLegs } from '../infra/db/testing/test-database.ts';
import { arrayLiteral, unnestRows, type UnnestColumn } from './unnest-rows.ts';

const TEXTS = ['plain', 'say "hi"', 'back\\slash', 'trailing\\', '\\"', 'a,b', '{braces}', 'NULL', 'null', '', ' padded ', 'two\nlines', 'tab\there', 'écume 🌊', null];

interface Row {
  t: string | null;
  n: number | null;
  b: string;
  ok: boolean | null;
  at: string | Date;
  j: unknown;
}
const COLUMNS: readonly UnnestColumn<Row>[] = [['t', 'text'], ['n', 'double precision'], ['b', 'bigint'], ['ok', 'boolean'], ['at', 'timestamptz'], ['j', 'jsonb']];

const ROWS: Row[] = TEXTS.map((t, i) => ({
  t,
  n: i === 3 ? null : i === 4 ? -0.125 : i === 5 ? 1e21 : i * 1.5,
  b: String(9_007_199_254_740_993n + BigInt(i)),
  ok: i % 3 === 0 ? null : i % 3 === 1,
  at: i % 2 === 0 ? new Date(1_780_000_000_000 + i) : new Date(1_780_000_000_000 + i).toISOString(),
  j: { text: t, list: [i, 'x"y\\z'], nested: { ok: true } },
}));

describe('arrayLiteral', () => {
  it('quotes every text element and escapes only backslashes and double quotes', () => {
    expect(arrayLiteral(['a', 'say "hi"', 'c\\d', null, undefined, 2, 10n, true, false], (v) => v)).toBe('{"a","say \\"hi\\"","c\\\\d",NULL,NULL,2,10,t,f}');
    expect(arrayLiteral([], (v) => v)).toBe('{}');
  });
});

for (const leg of databaseLegs()) {
  describe(`array literals on ${leg.name}`, () => {
    let database: Database;

    beforeAll(async () => {
      database = await leg.open();
      await sql`CREATE TABLE unnest_round_trip (i serial PRIMARY KEY, t text, n double precision, b bigint, ok boolean, at timestamptz, j jsonb)`.execute(database.db);
    });

    afterAll(async () => {
      await database?.close();
    });

    it('reads back each text as it was sent', async () => {
      const { rows } = await sql<{ t: string | null }>`SELECT unnest(${arrayLiteral(TEXTS, (t) => t)}::text[]) AS t`.execute(database.db);
      expect(rows.map((row) => row.t)).toEqual(TEXTS);
    });

    it('inserts rows of every element type through unnestRows', async () => {
      await sql`INSERT INTO unnest_round_trip ${unnestRows(COLUMNS, ROWS)}`.execute(database.db);
      const { rows } = await sql<{ t: string | null; n: number | null; b: string; ok: boolean | null; at: Date; j: unknown }>`
        SELECT t, n, b, ok, at, j FROM unnest_round_trip ORDER BY i`.execute(database.db);
      expect(rows).toEqual(ROWS.map((row) => ({ ...row, at: new Date(row.at) })));
    });
  });
}
