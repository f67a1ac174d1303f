// The embedded database on a real folder: a new folder is initialised once (in a child process, so
// initdb's memory leaves with it), however many callers ask at once, and opens with the embedded settings.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { embeddedLocation, prepareEmbeddedDatabase } from './embedded-init.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the embedded database on a folder', () => {
  it('initialises a new folder once for concurrent callers, then opens it with a 16 MB buffer cache', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cw-embedded-'));
    folders.push(dataDir);
    const first = prepareEmbeddedDatabase(dataDir);
    expect(prepareEmbeddedDatabase(dataDir)).toBe(first);
    await first;
    expect(existsSync(path.join(embeddedLocation(dataDir), 'PG_VERSION'))).toBe(true);

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(database.db);
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});
