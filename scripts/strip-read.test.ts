import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const samples = path.resolve(root, 'infra/images/testing/fixtures/strip-samples');

it('prints one JSON line per image on stdout: a reading with confidence, or an error', async () => {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/strip-read.ts', path.join(samples, 'sample-004.jpg'), path.join(root, 'package.json'), '--chart', 'domain/strip/default-strip-chart.json'],
    { cwd: root },
  );
  const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
  expect(lines).toHaveLength(2);
  expect(Object.keys(lines[0].reading).sort()).toEqual(
    ['calciumHardnessPpm', 'cyaPpm', 'freeChlorinePpm', 'ph', 'totalAlkalinityPpm', 'totalChlorinePpm'],
  );
  expect(lines[0].confidence.ph).toBeGreaterThan(0);
  expect(lines[1]).toMatchObject({ file: path.join(root, 'package.json'), error: { code: 'unreadable_image' } });
}, 60_000);
