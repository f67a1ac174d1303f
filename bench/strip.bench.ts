// Strip-reader benchmark: accuracy per synthetic difficulty tier and on the shared samples, and speed on
// 12-megapixel JPEGs next to sharp alone decoding and resizing the same files in the same run.
// Usage: npm run bench:strip [-- --per-tier 30]. Progress lines first; the last line is JSON.
// Held-out set: accuracy photos use seeds from HOLD_OUT_SEEDS (7,000,000 up), which nothing else uses: the
// reader is never tuned on them (tests and tuning use seeds below 1,000,000). Each tier's draw includes its
// share of the special scenes (white on white, tiles with grout, hand-held with keystone and glare, deep shade:
// infra/images/testing/synthetic-scene.ts). A partial reading (a pad left unreadable) is scored per pad: the
// missing pads count as misses, the photo does not count as refused.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { scoreReading, summarise, type PadScore } from '../domain/strip/testing/strip-scoring.ts';
import type { StripReading } from '../domain/strip/strip-reading.ts';
import { ANALYSIS_LONGEST_SIDE } from '../infra/images/decode-image.ts';
import { DEFAULT_STRIP_CHART } from '../infra/images/default-strip-chart.ts';
import { readStripPhoto, type ReadStripPhotoResult } from '../infra/images/read-strip-photo.ts';
import { renderStripPhoto } from '../infra/images/testing/synthetic-strip-photo.ts';
import type { Tier } from '../infra/images/testing/synthetic-scene.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = process.env.STRIP_SAMPLES_DIR ?? path.resolve(here, '../infra/images/testing/fixtures/strip-samples');
const perTierArg = process.argv.indexOf('--per-tier');
const perTier = perTierArg > 0 ? Number(process.argv[perTierArg + 1]) : 40;
const HOLD_OUT_SEEDS = 7_000_000;
/** The 12 MP speed photos: any seeds will do, these are the ones the speed comparison has always used. */
const SPEED_SEEDS = 900_500;

async function tierAccuracy(tier: Tier, count: number) {
  const scores: PadScore[][] = [];
  for (let i = 0; i < count; i++) {
    const photo = await renderStripPhoto(HOLD_OUT_SEEDS + i, tier);
    const result = await readStripPhoto(photo.buffer);
    scores.push(scoreReading(DEFAULT_STRIP_CHART, photo.truth, readingOf(result)));
  }
  return summarise(scores);
}

function readingOf(result: ReadStripPhotoResult) {
  return result.ok ? result.reading : (result.partial?.reading ?? null);
}

async function sampleAccuracy() {
  const truthPath = path.join(samplesDir, 'truth.json');
  if (!existsSync(truthPath)) return null;
  const truth = JSON.parse(await readFile(truthPath, 'utf8')) as { file: string; truth: StripReading }[];
  const scores: PadScore[][] = [];
  for (const t of truth) {
    const result = await readStripPhoto(await readFile(path.join(samplesDir, t.file)));
    scores.push(scoreReading(DEFAULT_STRIP_CHART, t.truth, readingOf(result)));
  }
  return summarise(scores);
}

async function twelveMegapixelJpegs(count: number): Promise<Buffer[]> {
  const files: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const photo = await renderStripPhoto(SPEED_SEEDS + i, 'normal', { size: { width: 1344, height: 1008 }, kind: 'plain', override: { format: 'png' } });
    files.push(await sharp(photo.buffer).resize(4032, 3024).jpeg({ quality: 90 }).toBuffer());
  }
  return files;
}

async function timeIt(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function speed() {
  const files = await twelveMegapixelJpegs(4);
  const decodeOnly = (buffer: Buffer) =>
    sharp(buffer).rotate().resize(ANALYSIS_LONGEST_SIDE, ANALYSIS_LONGEST_SIDE, { fit: 'inside' }).raw().toBuffer();
  const read: number[] = [];
  const decode: number[] = [];
  for (const file of files) {
    await decodeOnly(file);
    await readStripPhoto(file);
  }
  for (let rep = 0; rep < 5; rep++) {
    for (const file of files) {
      decode.push(await timeIt(() => decodeOnly(file)));
      read.push(await timeIt(() => readStripPhoto(file)));
    }
  }
  return { read: median(read), decode: median(decode) };
}

const round = (v: number) => Math.round(v * 10) / 10;
const tiers: Record<string, { withinOne: number; exact: number; pads: number; refused: number }> = {};
for (const tier of ['easy', 'normal', 'hard'] as const) {
  tiers[tier] = await tierAccuracy(tier, perTier);
  console.log(`${tier}: ${JSON.stringify(tiers[tier])}`);
}
const samples = await sampleAccuracy();
console.log(`samples: ${JSON.stringify(samples)}`);
const { read, decode } = await speed();
console.log(`12 MP JPEG: read ${round(read)} ms, sharp decode+resize ${round(decode)} ms`);
console.log(
  JSON.stringify({
    tiers,
    samples,
    medianMsPerPhoto12mp: round(read),
    medianMsDecodeResize12mp: round(decode),
    ratio: Math.round((read / decode) * 100) / 100,
  }),
);
