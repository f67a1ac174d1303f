// The embedded database on a real folder: a new folder is a copy of the installation's template
// (made by initdb once, however many callers ask at once), and opens with the embedded settings.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { embeddedLocation, ensureTemplate, prepareEmbeddedDatabase, TEMPLATE_DIR, templateMigrations } from './embedded-init.ts';
import { migrateTemplate } from './embedded-template.ts';
import { migrateToLatest, migrationNames } from './migrate.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cw-embedded-'));
  folders.push(folder);
  return folder;
}

const known = new Set(migrationNames());

describe('the embedded database on a folder', () => {
  it('initialises a new folder once for concurrent callers, from the template, then opens it with a 16 MB buffer cache', async () => {
    const dataDir = await tempFolder();
    const first = prepareEmbeddedDatabase(dataDir, known);
    expect(prepareEmbeddedDatabase(dataDir, known)).toBe(first);
    await first;
    expect(existsSync(path.join(embeddedLocation(dataDir), 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(TEMPLATE_DIR, 'PG_VERSION'))).toBe(true);
    // The copy is a plain data folder: no template mark, nothing half-copied left beside it.
    expect(await readdir(embeddedLocation(dataDir))).not.toContain('CLEARWATER_PGLITE_VERSION');
    expect(await readdir(dataDir)).toEqual(['pglite']);

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(database.db);
      expect(rows[0]?.shared_buffers).toBe('16MB');
      await sql`CREATE TABLE kept (id int)`.execute(database.db);
    } finally {
      await database.close();
    }
    // What one database wrote stays out of the template, and so out of the next new folder.
    const next = await tempFolder();
    await prepareEmbeddedDatabase(next, known);
    const other = await openDatabase({ dataDir: next });
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'kept'`.execute(other.db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('remakes a template made by another PGlite version', async () => {
    const template = path.join(await tempFolder(), 'template');
    await ensureTemplate(template);
    await writeFile(path.join(template, 'CLEARWATER_PGLITE_VERSION'), '0.0.1');
    await writeFile(path.join(template, 'stale'), '');
    await ensureTemplate(template);
    const entries = await readdir(template);
    expect(entries).toContain('PG_VERSION');
    expect(entries).not.toContain('stale');
  }, 60_000);

  it('migrates the template once, without template databases, and a folder copied from it opens with nothing left to migrate', async () => {
    const template = path.join(await tempFolder(), 'template');
    await migrateTemplate(template);
    expect(await templateMigrations(template)).toEqual(migrationNames());
    const dataDir = await tempFolder();
    await prepareEmbeddedDatabase(dataDir, known, template);
    expect(await readdir(embeddedLocation(dataDir))).not.toContain('CLEARWATER_MIGRATIONS');
    const database = await openDatabase({ dataDir });
    try {
      expect((await migrateToLatest(database.db)).results).toEqual([]);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(database.db);
      expect(rows[0]?.n).toBe(known.size);
      // initdb's template databases are gone from the template (a smaller copy per new folder).
      const databases = await sql<{ datname: string }>`SELECT datname FROM pg_database ORDER BY datname`.execute(database.db);
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('does not copy a template that ran a migration this code does not know (another checkout’s)', async () => {
    const template = path.join(await tempFolder(), 'template');
    await ensureTemplate(template);
    await writeFile(path.join(template, 'COPIED'), '');
    await writeFile(path.join(template, 'CLEARWATER_MIGRATIONS'), JSON.stringify(['20990101T0000_known']));
    const fits = await tempFolder();
    await prepareEmbeddedDatabase(fits, new Set(['20990101T0000_known', '20990101T0001_newer']), template);
    expect(await readdir(embeddedLocation(fits))).toContain('COPIED');

    await writeFile(path.join(template, 'CLEARWATER_MIGRATIONS'), JSON.stringify(['20990101T0000_elsewhere']));
    const misfit = await tempFolder();
    await prepareEmbeddedDatabase(misfit, new Set(['20990101T0000_known']), template);
    const entries = await readdir(embeddedLocation(misfit));
    expect(entries).toContain('PG_VERSION');
    expect(entries).not.toContain('COPIED');
  }, 60_000);
});
