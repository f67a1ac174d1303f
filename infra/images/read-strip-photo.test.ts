import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scoreReading, summarise } from '../../domain/strip/testing/strip-scoring.ts';
import type { StripReading } from '../../domain/strip/strip-reading.ts';
import { DEFAULT_STRIP_CHART } from './default-strip-chart.ts';
import { readStripPhoto } from './read-strip-photo.ts';
import { renderStripPhoto } from './testing/synthetic-strip-photo.ts';

const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'testing/fixtures/strip-samples');

describe('readStripPhoto on the shared samples', () => {
  it('reads all six samples (JPEG, WebP, HEIC) within one level on at least 95 % of pads', async () => {
    const truth = JSON.parse(await readFile(path.join(samplesDir, 'truth.json'), 'utf8')) as { file: string; truth: StripReading }[];
    const scores = [];
    for (const sample of truth) {
      const result = await readStripPhoto(await readFile(path.join(samplesDir, sample.file)));
      expect(result.ok, `${sample.file}: ${JSON.stringify(result.ok ? null : result.error)}`).toBe(true);
      scores.push(scoreReading(DEFAULT_STRIP_CHART, sample.truth, result.ok ? result.reading : null));
    }
    expect(summarise(scores).withinOne).toBeGreaterThanOrEqual(0.95);
  });

  it('returns per-pad details: bracketing levels, confidence and the hardness assumption', async () => {
    const result = await readStripPhoto(await readFile(path.join(samplesDir, 'sample-002.jpg')));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.pads).toHaveLength(6);
    for (const pad of result.pads) {
      expect(pad.lowerLevel).toBeLessThanOrEqual(pad.value);
      expect(pad.value).toBeLessThanOrEqual(pad.upperLevel);
      expect(pad.confidence).toBeGreaterThan(0);
    }
    expect(result.notes.join(' ')).toMatch(/total hardness stands in for calcium hardness/);
  });
});

describe('readStripPhoto quality gates on synthetic photos', () => {
  const size = { width: 1000, height: 750 };
  const read = async (override: Parameters<typeof renderStripPhoto>[2]) => readStripPhoto((await renderStripPhoto(7, 'normal', { size, ...override })).buffer);

  it('reads the unaltered scene', async () => {
    expect((await read({ override: { surface: 'wood', hand: false } })).ok).toBe(true);
  });

  it.each([
    ['too_dark', { ev: -4.5 }],
    ['too_bright', { ev: 2.5, shadow: null, gradient: 0 }],
    ['colour_cast', { cctK: 1200 }],
    ['glare', { glarePad: 2, glareRadiusMm: 2, keystone: null }],
    ['blurry', { blurSigma: 14 }],
    ['chlorine_inconsistent', { padIndex: [1, 2, 2, 5, 0, 2] }],
  ] as const)('answers %s instead of a reading', async (code, override) => {
    const result = await read({ override: { surface: 'wood', hand: false, ...override } });
    expect(result.ok ? 'read' : result.error.code).toBe(code);
  });

  it('answers no_strip_found for a photo without a strip', async () => {
    const noise = Buffer.alloc(800 * 600 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = 90 + ((i * 2654435761) >>> 28);
    const photo = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).blur(2).jpeg().toBuffer();
    const result = await readStripPhoto(photo);
    expect(result.ok ? 'read' : result.error.code).toMatch(/no_strip_found|colours_unreadable/);
  });

  it('answers unreadable_image for a file that is not an image', async () => {
    const result = await readStripPhoto(Buffer.from('%PDF-1.7 not a photo'));
    expect(result.ok ? 'read' : result.error.code).toBe('unreadable_image');
  });
});
