// The migrator runs the platform's migrations and every read model's, and accepts a database
// migrated before the read models' migrations moved beside their projections.
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allProjections } from '../areas.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrationNames as knownMigrationNames, SPLIT_MIGRATIONS } from './migrate.ts';
import { dueNotificationsMigrations } from '../../projections/notifications/due-notifications-tables.ts';
import { databaseLegs } from './testing/test-database.ts';

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
});
