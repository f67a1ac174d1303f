// The import boundaries in eslint.config.js, checked with ESLint's Node API: each rule reports a
// deliberate violation in an imaginary file and lets an allowed import through. The files need not exist.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The import sources the boundary rules report in `code`, as if it were the file at `file`. */
async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => /'([^']+)'/.exec(m.message)?.[1] ?? m.message);
}

const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('product code never imports test support', () => {
  it.each([
    ['infra/images/bad.ts', './testing/synthetic-batch.ts'],
    ['ui/features/x/Bad.tsx', '../../testing/render-app.tsx'],
    ['projections/x/bad.ts', '../testing/foo.ts'],
    ['domain/x/bad.ts', '../strip/testing/strip-scoring.ts'],
    ['commands/x/bad.ts', '../../infra/eventstore/testing/foo.ts'],
    ['scripts/bad.ts', '../infra/images/testing/fixtures/strip-chart.json'],
    ['infra/http/routes/bad.routes.ts', '../testing'],
  ])('reports %s importing %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([source]);
  });

  it('reports re-exports and type-only imports too', async () => {
    const code = "export * from '../testing/foo.ts';\nimport type { T } from './testing/bar.ts';\nexport type U = T;\n";
    expect(await restrictedImports('infra/db/bad.ts', code)).toEqual(['../testing/foo.ts', './testing/bar.ts']);
  });

  it.each([
    ['infra/images/read.test.ts', './testing/synthetic-batch.ts'],
    ['ui/app.test.tsx', './testing/render-app.tsx'],
    ['infra/http/routes/strip.int.test.ts', '../../ai/testing/tiny-strip-photo.ts'],
    ['infra/ai/testing/helper.ts', '../../images/testing/synthetic-batch.ts'],
    ['e2e/support/helper.ts', '../../infra/http/testing/foo.ts'],
    ['bench/strip.bench.ts', '../infra/images/testing/synthetic-strip-photo.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([]);
  });
});

describe('domain/ imports only domain/, zod and date-fns', () => {
  it.each([
    ['domain/x/bad.ts', '../../infra/db/database.ts'],
    ['domain/x/y/bad.ts', '../../../contracts/water.contract.ts'],
    ['domain/bad.ts', '../ui/main.tsx'],
    ['domain/x/bad.ts', 'node:fs'],
    ['domain/x/bad.ts', 'kysely'],
    ['domain/x/bad.ts', 'zod-openapi'],
    ['domain/x/bad.test.ts', '../../commands/common/handle-command.ts'],
    ['domain/x/bad.test.ts', 'pg'],
  ])('reports %s importing %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([source]);
  });

  it.each([
    ['domain/x/ok.ts', '../common/decider.ts'],
    ['domain/x/ok.ts', 'zod'],
    ['domain/x/ok.ts', 'zod/mini'],
    ['domain/x/ok.ts', 'date-fns'],
    ['domain/x/ok.ts', '@date-fns/tz'],
    ['domain/x/ok.test.ts', 'vitest'],
    ['domain/x/ok.test.ts', 'fast-check'],
  ])('lets %s import %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([]);
  });

  it('still bans the clock and fetch', async () => {
    const [result] = await eslint.lintText('export const now = () => new Date();\n', {
      filePath: path.join(repoRoot, 'domain/x/clock.ts'),
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-globals');
  });
});

describe('contracts/ imports only zod and domain/', () => {
  it.each([
    ['contracts/bad.contract.ts', '../infra/http/errors.ts'],
    ['contracts/bad.contract.ts', '../ui/api/pools.api.ts'],
    ['contracts/bad.contract.ts', 'koa'],
  ])('reports %s importing %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([source]);
  });

  it.each([
    ['contracts/ok.contract.ts', 'zod/mini'],
    ['contracts/ok.contract.ts', '../domain/water/reading-rules.ts'],
    ['contracts/ok.contract.ts', './pools.contract.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([]);
  });
});

describe('ui/ imports only ui/, contracts/ and domain/', () => {
  it.each([
    ['ui/features/x/Bad.tsx', '../../../infra/http/errors.ts'],
    ['ui/features/x/y/Bad.tsx', '../../../../projections/water/readings.projection.ts'],
    ['ui/api/bad.api.ts', '../../commands/water/record-reading.ts'],
    ['ui/bad.ts', '../infra/config.ts'],
  ])('reports %s importing %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([source]);
  });

  it('reports type-only imports from the server', async () => {
    const code = "import type { T } from '../../../infra/http/errors.ts';\nexport type U = T;\n";
    expect(await restrictedImports('ui/features/x/Bad.tsx', code)).toEqual(['../../../infra/http/errors.ts']);
  });

  it.each([
    ['ui/features/x/Ok.tsx', '../../../contracts/water.contract.ts'],
    ['ui/features/x/y/Ok.tsx', '../../../../domain/chemistry/index.ts'],
    ['ui/features/x/Ok.tsx', '../../api/pools.api.ts'],
    ['ui/features/x/Ok.tsx', '@tanstack/react-query'],
  ])('lets %s import %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([]);
  });
});

describe('commands/ and projections/ stay off the HTTP layer and each other', () => {
  it.each([
    ['commands/x/bad.ts', '../../infra/http/errors.ts'],
    ['commands/x/bad.ts', '../../projections/water/readings.projection.ts'],
    ['commands/x/bad.ts', '../../ui/api/pools.api.ts'],
    ['projections/x/bad.ts', '../../commands/water/record-reading.ts'],
    ['projections/x/bad.ts', '../../infra/http/errors.ts'],
    ['projections/bad.ts', '../ui/router.ts'],
  ])('reports %s importing %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([source]);
  });

  it.each([
    ['commands/x/ok.ts', '../../infra/eventstore/event-store.ts'],
    ['commands/x/ok.ts', '../../domain/water/water.decider.ts'],
    ['commands/x/ok.ts', '../common/handle-command.ts'],
    ['projections/x/ok.ts', '../../infra/db/database.ts'],
    ['projections/x/ok.ts', '../../domain/water/water.events.ts'],
    ['infra/http/routes/ok.routes.ts', '../../../commands/water/record-reading.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await restrictedImports(file, importing(source))).toEqual([]);
  });
});
