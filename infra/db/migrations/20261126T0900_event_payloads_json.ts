// Event payloads (data, metadata) are stored as json, the text as appended, instead of jsonb.
// The store never looks inside a payload: it writes it once and hands it back to readers, who
// parse it themselves. jsonb paid for a binary form nobody used, on both sides: on append (parsed
// into a tree) and on every read (printed back to text), and a rebuild reads every event. Reading
// all 201,194 events of bench:projections' history on the embedded database, same code and
// machine: 4.3-4.7 s from jsonb, 3.3-4.2 s from json. As in EventStoreDB, a payload is kept as the
// bytes appended (key order included); a \u0000 stays refused by both adapters
// (infra/eventstore/append-rules.ts). The rewrite holds an exclusive lock on events while it runs:
// ~9 s for that history on the embedded database.
import { sql, type Kysely } from 'kysely';
import { appendFunction, readAllFunction, type PayloadType } from './20261122T2300_event_store.ts';

async function payloadsAs(db: Kysely<unknown>, from: PayloadType, to: PayloadType): Promise<void> {
  await sql.raw(`DROP FUNCTION IF EXISTS cw_read_all(xid8, bigint, integer)`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS cw_append(text, text, bigint, ${from}, text)`).execute(db);
  await sql.raw(`
    ALTER TABLE events
      ALTER COLUMN data TYPE ${to} USING data::${to},
      ALTER COLUMN metadata DROP DEFAULT,
      ALTER COLUMN metadata TYPE ${to} USING metadata::${to},
      ALTER COLUMN metadata SET DEFAULT '{}'::${to}`).execute(db);
  await sql.raw(appendFunction(to)).execute(db);
  await sql.raw(readAllFunction(to)).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await payloadsAs(db, 'jsonb', 'json');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await payloadsAs(db, 'json', 'jsonb');
}
