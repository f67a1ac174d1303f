// Reads a batch of synthetic strip photos and scores them against their truth (used by tests and the bench).
import { scoreReading, summarise, type AccuracySummary, type PadScore } from '../../../domain/strip/testing/strip-scoring.ts';
import { DEFAULT_STRIP_CHART } from '../default-strip-chart.ts';
import { readStripPhoto } from '../read-strip-photo.ts';
import type { Tier } from './synthetic-scene.ts';
import { renderStripPhoto } from './synthetic-strip-photo.ts';

export interface BatchResult {
  readonly summary: AccuracySummary;
  /** Seeds whose photo was refused or read more than half a level off on some pad, for debugging. */
  readonly misses: { seed: number; detail: string }[];
}

export async function readSyntheticBatch(tier: Tier, firstSeed: number, count: number): Promise<BatchResult> {
  const scores: PadScore[][] = [];
  const misses: { seed: number; detail: string }[] = [];
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const photo = await renderStripPhoto(seed, tier);
    const result = await readStripPhoto(photo.buffer);
    const score = scoreReading(DEFAULT_STRIP_CHART, photo.truth, result.ok ? result.reading : null);
    scores.push(score);
    if (!result.ok) misses.push({ seed, detail: result.error.code });
    else if (score.some((s) => !s.exact)) {
      misses.push({ seed, detail: score.filter((s) => !s.exact).map((s) => `${s.field} off by ${s.levelError.toFixed(2)}`).join(', ') });
    }
  }
  return { summary: summarise(scores), misses };
}
