// The AI fallback seam: the local reader goes first; only a "no strip" verdict reaches the locator;
// a located strip is cropped and read locally; a failed locate keeps the local answer.
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readStripPhotoLocated } from './located-strip-reader.ts';
import type { LocateOutcome, LocateRequest, StripLocator } from './strip-locator.ts';
import { samplePhoto, TINY_STRIP_PHOTO_SIZE, tinyStripPhoto } from './testing/tiny-strip-photo.ts';

function fakeLocator(answer: (request: LocateRequest) => LocateOutcome): StripLocator & { calls: LocateRequest[] } {
  const calls: LocateRequest[] = [];
  return { model: 'fake', calls, locate: vi.fn(async (request: LocateRequest) => (calls.push(request), answer(request))) };
}

describe('reading a strip photo with an AI locator as fallback', () => {
  let tiny: Awaited<ReturnType<typeof tinyStripPhoto>>;
  beforeAll(async () => {
    tiny = await tinyStripPhoto();
  });

  const locatesTheStrip = () => fakeLocator((request) => {
    const scale = request.width / TINY_STRIP_PHOTO_SIZE.width;
    return { ok: true, model: 'fake', location: { padCentres: tiny.padCentres.map((p) => ({ x: p.x * scale, y: p.y * scale })), problems: [], confidence: 0.9 } };
  });

  it('answers the local verdict when no locator is configured', async () => {
    const { result, ai } = await readStripPhotoLocated(tiny.jpeg);
    expect(result).toMatchObject({ ok: false, error: { code: 'no_strip_found' } });
    expect(ai).toEqual({ attempted: false, located: false });
  });

  it('reads the crop around the strip the locator found, with the values measured locally', async () => {
    const locator = locatesTheStrip();
    const { result, ai } = await readStripPhotoLocated(tiny.jpeg, { locator });
    expect(locator.calls).toHaveLength(1);
    expect(locator.calls[0]).toMatchObject({ width: 1024, height: 768, padCount: 6 });
    expect((await sharp(locator.calls[0]!.jpeg).metadata()).format).toBe('jpeg');
    expect(ai).toEqual({ attempted: true, located: true, model: 'fake', problems: [] });
    if (!result.ok) throw new Error(`expected a reading, got ${result.error.code}`);
    expect(result.reading.ph).toBeCloseTo(tiny.truth.ph!, 0);
    expect(Math.abs(result.reading.calciumHardnessPpm - tiny.truth.calciumHardnessPpm!)).toBeLessThan(150);
  });

  it('keeps the local verdict when the locator fails or finds nothing', async () => {
    const failing = fakeLocator(() => ({ ok: false, reason: 'timeout', detail: 'no reply within 20 ms', model: 'fake' }));
    const failures: string[] = [];
    const { result, ai } = await readStripPhotoLocated(tiny.jpeg, { locator: failing, onLocatorFailure: (d) => failures.push(d) });
    expect(result).toMatchObject({ ok: false, error: { code: 'no_strip_found' } });
    expect(ai).toEqual({ attempted: true, located: false, model: 'fake', failure: 'timeout' });
    expect(failures).toEqual(['timeout: no reply within 20 ms']);

    const wrongPlace = fakeLocator((r) => ({ ok: true, model: 'fake', location: { padCentres: [0, 1, 2, 3, 4, 5].map((i) => ({ x: r.width - 200 + i * 20, y: r.height - 100 })), problems: [], confidence: 0.2 } }));
    const second = await readStripPhotoLocated(tiny.jpeg, { locator: wrongPlace });
    expect(second.result).toMatchObject({ ok: false });
    expect(second.ai).toMatchObject({ attempted: true });
  });

  it('does not ask the locator when the local reader succeeds, or for a file that is not an image', async () => {
    const locator = locatesTheStrip();
    const readable = await readStripPhotoLocated(await samplePhoto('sample-006.jpg'), { locator });
    expect(readable.result.ok).toBe(true);
    const notImage = await readStripPhotoLocated(new TextEncoder().encode('hello'), { locator });
    expect(notImage.result).toMatchObject({ ok: false, error: { code: 'unreadable_image' } });
    expect(locator.calls).toHaveLength(0);
  });
});
