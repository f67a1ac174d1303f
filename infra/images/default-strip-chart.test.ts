import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the built-in strip chart', () => {
  it('is the chart the strip samples were made to', async () => {
    const samplesChart = JSON.parse(await readFile(path.resolve(here, 'testing/fixtures/strip-chart.json'), 'utf8'));
    const builtIn = JSON.parse(await readFile(path.resolve(here, '../../domain/strip/default-strip-chart.json'), 'utf8'));
    expect(builtIn).toEqual(samplesChart);
  });
});
