// The scenes real users send that plain synthetic draws miss (synthetic-scene.ts SCENE_KINDS), each on
// unseen seeds in the tier where it is realistic. A pad left unreadable (glare) counts as a miss here,
// but the photo must not be refused whole.
import { describe, expect, it } from 'vitest';
import { readSyntheticBatch } from './testing/synthetic-batch.ts';

describe('reads the hard scenes users send', () => {
  it.each([
    ['white-on-white', 'easy', 0.95, 0.9],
    ['tiles-grout', 'normal', 0.95, 0.85],
    ['deep-shade', 'normal', 0.95, 0.85],
    ['hand-keystone-glare', 'hard', 0.85, 0.75],
  ] as const)('%s (%s tier): pads within one level and exact, no photo refused', async (kind, tier, withinOne, exact) => {
    const { summary, misses } = await readSyntheticBatch(tier, 410_000, 6, kind);
    expect(summary.refused, JSON.stringify(misses)).toBe(0);
    expect(summary.withinOne, JSON.stringify(misses)).toBeGreaterThanOrEqual(withinOne);
    expect(summary.exact, JSON.stringify(misses)).toBeGreaterThanOrEqual(exact);
  }, 60_000);
});
