import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultChartJson } from '../../domain/strip/strip-chart.fixture.ts';
import { DEFAULT_STRIP_CHART } from './default-strip-chart.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the built-in strip chart', () => {
  it('is the shared default chart', async () => {
    const shared = JSON.parse(await readFile(path.resolve(here, '../../../shared/strip-chart.json'), 'utf8'));
    const builtIn = JSON.parse(await readFile(path.join(here, 'default-strip-chart.json'), 'utf8'));
    expect(builtIn).toEqual(shared);
  });

  it('matches the domain test fixture', () => {
    expect(DEFAULT_STRIP_CHART.pads.map((p) => p.levels.map((l) => l.hex))).toEqual(defaultChartJson.pads.map((p) => p.levels.map((l) => l.hex)));
    expect(DEFAULT_STRIP_CHART.geometryMm).toEqual(defaultChartJson.geometryMm);
  });
});
