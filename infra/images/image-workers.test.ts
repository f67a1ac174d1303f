// The image worker pool: the same answers as reading on the main thread, the event loop free while
// a photo is decoded, and a full queue refused at once instead of growing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageDecodeError } from './decode-image.ts';
import { createImageWorkers, ImageWorkBusyError } from './image-workers.ts';
import { readStripPhoto } from './read-strip-photo.ts';

const samples = path.join(import.meta.dirname, 'testing/fixtures/strip-samples');

describe('image workers', () => {
  const workers = createImageWorkers({ threads: 1, maxQueue: 2 });
  afterAll(() => workers.close());

  it('reads a strip in a worker thread exactly as on the main thread', async () => {
    const bytes = await readFile(path.join(samples, 'sample-001.jpg'));
    const [inWorker, here] = await Promise.all([workers.readStripPhoto(bytes), readStripPhoto(bytes)]);
    expect(inWorker.ok).toBe(true);
    expect(inWorker).toEqual(here);
  });

  it('decodes HEIC off the event loop: timers keep firing while it runs', async () => {
    const bytes = await readFile(path.join(samples, 'sample-005.heic'));
    let ticks = 0;
    let longestGapMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
      ticks++;
    }, 5);
    try {
      const image = await workers.decodeForAnalysis(bytes, 1200);
      expect(image.width).toBe(1200);
      expect(image.data.length).toBe(image.width * image.height * 3);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(3);
    expect(longestGapMs).toBeLessThan(100);
  });

  it('reports bytes that are not an image as an ImageDecodeError', async () => {
    await expect(workers.decodeForAnalysis(new TextEncoder().encode('not an image at all'), 1200)).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('refuses work at once when the queue is full', async () => {
    const bytes = await readFile(path.join(samples, 'sample-005.heic'));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => workers.decodeForAnalysis(bytes, 1200)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ImageWorkBusyError);
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(2);
  });
});
