// The migrator runs the platform's migrations and every read model's, and accepts a database
// migrated before the read models' migrations moved beside their projections.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allProjections } from '../areas.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrationNames as knownMigrationNames, SPLIT_MIGRATIONS } from './migrate.ts';
import { dueNotificationsMigrations } from '../../projections/notifications/due-notifications-tables.ts';
import { databaseLegs } from './testing/test-database.ts';
import * as eventPayloadsJson from './migrations/20261126T0900_event_payloads_json.ts';
import { createPostgresEventStore } from '../eventstore/postgres-event-store.ts';
import { encodeBatch } from '../eventstore/postgres-append.ts';
import { readingsProjection } from '../../projections/water/readings.projection.ts';

const migrationNames = async (database: Database) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db)).rows.map((row) => row.name);

describe.each(databaseLegs())('migrations on $name', (leg) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("creates every read model's tables", async () => {
    database = await leg.open();
    const tables = allProjections.flatMap((projection) => projection.tables);
    const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(tables));
    for (const parts of Object.values(SPLIT_MIGRATIONS)) expect(await migrationNames(database)).toEqual(expect.arrayContaining([...parts]));
  });

  it('records a combined read-model migration that ran before the split as its parts, and runs nothing twice', async () => {
    database = await leg.open();
    for (const [old, parts] of Object.entries(SPLIT_MIGRATIONS)) {
      // As the old migrator left it: one row for the combined migration, at the time it ran.
      const { rows } = await sql<{ timestamp: string }>`
        DELETE FROM kysely_migration WHERE name IN (${sql.join(parts)}) RETURNING timestamp`.execute(database.db);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${old}, ${rows[0]!.timestamp})`.execute(database.db);
    }
    const result = await migrateToLatest(database.db);
    expect(result.results ?? []).toEqual([]);
    const names = await migrationNames(database);
    for (const [old, parts] of Object.entries(SPLIT_MIGRATIONS)) {
      expect(names).not.toContain(old);
      expect(names).toEqual(expect.arrayContaining([...parts]));
    }
  });

  it('runs a migration that sorts before ones already run (merged later), instead of refusing to start', async () => {
    database = await leg.open();
    // As if this one had been merged after the migrations that sort after it had run here.
    const late = '20261125T1000_notification_reminder_sources';
    const names = knownMigrationNames();
    expect(names.indexOf(late)).toBeLessThan(names.length - 1);
    await dueNotificationsMigrations[late].down(database.db as unknown as Kysely<unknown>);
    await sql`DELETE FROM kysely_migration WHERE name = ${late}`.execute(database.db);

    const result = await migrateToLatest(database.db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[late, 'Success']]);
    expect(await migrationNames(database)).toEqual([...names].sort());
    const { rows } = await sql<{ found: string | null }>`SELECT to_regclass('notification_reminder_sources')::text AS found`.execute(database.db);
    expect(rows[0]?.found).toBe('notification_reminder_sources');
  });

  it('drops the partial readings index by its definition, also under the name a rebuild gave it', async () => {
    database = await leg.open();
    const name = '20261126T1000_readings_one_time_index';
    await readingsProjection.migrations[name]!.down!(database.db as unknown as Kysely<unknown>);
    // As a rebuilt table has it: the name PostgreSQL chose for the shadow copy.
    await sql`ALTER INDEX readings_pool_time_idx RENAME TO readings_pool_id_taken_at_seq_idx`.execute(database.db);
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(database.db);
    expect(await readingsIndexes(database)).toEqual(['readings_pkey', 'readings_pool_audit_idx', 'readings_pool_id_taken_at_seq_idx']);

    const result = await migrateToLatest(database.db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[name, 'Success']]);
    expect(await readingsIndexes(database)).toEqual(['readings_pkey', 'readings_pool_audit_idx']);
  });

  it('keeps every event as appended when payloads move from jsonb to json, and appends after it', async () => {
    database = await leg.open();
    const name = '20261126T0900_event_payloads_json';
    await eventPayloadsJson.down(database.db as unknown as Kysely<unknown>);
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(database.db);
    const store = createPostgresEventStore(database);
    try {
      const before = [
        { id: randomUUID(), type: 'Measured', data: { ph: 7.4, notes: 'Ünïcödé ✓ "quoted"', nested: { list: [1, 2.5, null, true] } }, metadata: { userId: 'u1' } },
        { id: randomUUID(), type: 'Measured', data: { freeChlorinePpm: 3, empty: {} } },
      ];
      // As the code before the migration appended them.
      await sql`SELECT * FROM cw_append('water-migrated', 'no_stream', NULL, ${encodeBatch(before)}::jsonb, NULL)`.execute(database.db);
      expect(await columnTypes(database)).toEqual({ data: 'jsonb', metadata: 'jsonb' });

      const result = await migrateToLatest(database.db);
      expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[name, 'Success']]);
      expect(await columnTypes(database)).toEqual({ data: 'json', metadata: 'json' });
      const after = { id: randomUUID(), type: 'Measured', data: { zeta: 1, alpha: 2 }, metadata: { userId: 'u2' } };
      await store.append('water-migrated', [after], { expectedRevision: 1n });

      const read = await store.readStream('water-migrated');
      expect(read.map((event) => [event.type, event.data, event.metadata])).toEqual([
        ['Measured', before[0]!.data, before[0]!.metadata],
        ['Measured', before[1]!.data, {}],
        ['Measured', after.data, after.metadata],
      ]);
      // json keeps the text as appended: key order survives (jsonb sorts keys by length).
      expect(Object.keys(read[2]!.data as object)).toEqual(['zeta', 'alpha']);
      expect((await store.readAll({ maxCount: 10 })).map((event) => event.id)).toEqual([...before, after].map((event) => event.id));
    } finally {
      await store.close();
    }
  });
});

async function columnTypes(database: Database): Promise<Record<string, string>> {
  const { rows } = await sql<{ column_name: string; data_type: string }>`
    SELECT column_name, data_type FROM information_schema.columns
    WHERE table_name = 'events' AND column_name IN ('data', 'metadata')`.execute(database.db);
  return Object.fromEntries(rows.map((row) => [row.column_name, row.data_type]));
}

async function readingsIndexes(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'readings' ORDER BY indexname`.execute(database.db);
  return rows.map((row) => row.name);
}
