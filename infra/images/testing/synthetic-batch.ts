// Reads a batch of synthetic strip photos and scores them against their truth (used by tests and the bench).
import { scoreReading, summarise, type AccuracySummary, type PadScore } from '../../../domain/strip/testing/strip-scoring.ts';
import { DEFAULT_STRIP_CHART } from '../default-strip-chart.ts';
import { readStripPhoto } from '../read-strip-photo.ts';
import type { SceneKind, Tier } from './synthetic-scene.ts';
import { renderStripPhoto } from './synthetic-strip-photo.ts';

export interface BatchResult {
  readonly summary: AccuracySummary;
  /** Seeds whose photo was refused, left a pad unread or read more than half a level off on some pad, for debugging. */
  readonly misses: { seed: number; detail: string }[];
}

/** Seeds firstSeed… in the tier's mix of scenes, or all of one special scene. Partial readings score per pad. */
export async function readSyntheticBatch(tier: Tier, firstSeed: number, count: number, kind?: SceneKind): Promise<BatchResult> {
  const scores: PadScore[][] = [];
  const misses: { seed: number; detail: string }[] = [];
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const photo = await renderStripPhoto(seed, tier, kind ? { kind } : {});
    const result = await readStripPhoto(photo.buffer);
    const read = result.ok ? result.reading : (result.partial?.reading ?? null);
    const score = scoreReading(DEFAULT_STRIP_CHART, photo.truth, read);
    scores.push(score);
    if (!read) misses.push({ seed, detail: result.ok ? '' : result.error.code });
    else if (score.some((s) => !s.exact)) {
      misses.push({ seed, detail: score.filter((s) => !s.exact).map((s) => `${s.field} off by ${s.levelError.toFixed(2)}`).join(', ') });
    }
  }
  return { summary: summarise(scores), misses };
}
