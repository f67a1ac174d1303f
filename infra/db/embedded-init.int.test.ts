// The embedded database on a real folder: a new folder is a copy of the installation's template
// (made by initdb once, however many callers ask at once), and opens with the embedded settings.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { embeddedLocation, ensureTemplate, prepareEmbeddedDatabase, TEMPLATE_DIR } from './embedded-init.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cw-embedded-'));
  folders.push(folder);
  return folder;
}

describe('the embedded database on a folder', () => {
  it('initialises a new folder once for concurrent callers, from the template, then opens it with a 16 MB buffer cache', async () => {
    const dataDir = await tempFolder();
    const first = prepareEmbeddedDatabase(dataDir);
    expect(prepareEmbeddedDatabase(dataDir)).toBe(first);
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
    await prepareEmbeddedDatabase(next);
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
});
