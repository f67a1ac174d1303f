import { expect, it } from 'vitest';
import { readSyntheticBatch } from './testing/synthetic-batch.ts';

it('reads unseen easy-tier synthetic photos: ≥ 95 % of pads within one level, ≥ 80 % exact', async () => {
  const { summary, misses } = await readSyntheticBatch('easy', 100_000, 20);
  expect(summary.withinOne, JSON.stringify(misses)).toBeGreaterThanOrEqual(0.95);
  expect(summary.exact, JSON.stringify(misses)).toBeGreaterThanOrEqual(0.8);
}, 120_000);
