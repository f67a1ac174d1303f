import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { platformMigrations } from './platform-migrations.ts';

describe('platformMigrations', () => {
  it('lists every migration file of ./migrations, under its file name, each with up() and down()', () => {
    const folder = path.join(import.meta.dirname, 'migrations');
    const files = readdirSync(folder).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/\.ts$/, '')).sort();
    expect(Object.keys(platformMigrations).sort()).toEqual(files);
    for (const migration of Object.values(platformMigrations)) {
      expect(typeof migration.up).toBe('function');
      expect(typeof migration.down).toBe('function');
    }
  });
});
