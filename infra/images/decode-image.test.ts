import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeForAnalysis, ImageDecodeError, isHeif } from './decode-image.ts';

const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'testing/fixtures/strip-samples');

async function testImage(width: number, height: number) {
  // Left half red, right half blue: orientation is visible in the pixels.
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(x < width / 2 ? [200, 0, 0] : [0, 0, 200], (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } });
}

describe('decodeForAnalysis', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('decodes %s and shrinks the longest side to 1200 px', async (format) => {
    const buffer = await (await testImage(2400, 1600)).toFormat(format).toBuffer();
    const image = await decodeForAnalysis(buffer);
    expect([image.width, image.height]).toEqual([1200, 800]);
    expect(image.data.length).toBe(1200 * 800 * 3);
  });

  it('applies EXIF orientation', async () => {
    const buffer = await (await testImage(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await decodeForAnalysis(buffer);
    expect([image.width, image.height]).toEqual([400, 600]);
    // Rotated 90° clockwise: the red left half is now on top.
    expect(image.data[(10 * 400 + 200) * 3]).toBeGreaterThan(150);
    expect(image.data[(590 * 400 + 200) * 3 + 2]).toBeGreaterThan(150);
  });

  it('decodes an HEVC-coded HEIC (iPhone) photo through heic-decode', async () => {
    const buffer = await readFile(path.join(samplesDir, 'sample-005.heic'));
    expect(isHeif(buffer)).toBe(true);
    const image = await decodeForAnalysis(buffer);
    expect([image.width, image.height]).toEqual([1200, 900]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(decodeForAnalysis(Buffer.from('definitely not a photo'))).rejects.toBeInstanceOf(ImageDecodeError);
  });
});
