// Test support: a photo the local reader cannot read on its own but can once the strip is located —
// a sample strip photo shrunk to 15 % and placed in the corner of a 4000×3000 frame, so at the
// reader's 1200 px its pads are about 2 px wide. Also the true pad centres, as a locator would give them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../images/testing/fixtures/strip-samples');
const SHRINK = 0.15;
const OFFSET = { x: 40, y: 60 };
export const TINY_STRIP_PHOTO_SIZE = { width: 4000, height: 3000 };

interface SampleTruth {
  file: string;
  width: number;
  truth: Record<string, number>;
  scene: { padCentresPx: [number, number][] };
}

export async function sampleTruth(file: string): Promise<SampleTruth> {
  const all = JSON.parse(await readFile(`${SAMPLES}/truth.json`, 'utf8')) as SampleTruth[];
  const found = all.find((s) => s.file === file);
  if (!found) throw new Error(`no truth for ${file}`);
  return found;
}

export function samplePhoto(file: string): Promise<Buffer> {
  return readFile(`${SAMPLES}/${file}`);
}

/** The JPEG, and its pad centres in its own pixels, from the handle. */
export async function tinyStripPhoto(): Promise<{ jpeg: Buffer; padCentres: { x: number; y: number }[]; truth: Record<string, number> }> {
  const sample = await sampleTruth('sample-004.jpg');
  const small = await sharp(await samplePhoto(sample.file)).resize(Math.round(sample.width * SHRINK)).toBuffer();
  const jpeg = await sharp({ create: { ...TINY_STRIP_PHOTO_SIZE, channels: 3, background: { r: 90, g: 110, b: 100 } } })
    .composite([{ input: small, left: OFFSET.x, top: OFFSET.y }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const padCentres = sample.scene.padCentresPx.map(([x, y]) => ({ x: x * SHRINK + OFFSET.x, y: y * SHRINK + OFFSET.y }));
  return { jpeg, padCentres, truth: sample.truth };
}
