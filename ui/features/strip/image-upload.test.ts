// Spec §5 image upload rules: accepted types, what is sent as is, the 1200 px fit, and the 10 s time-out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, isAcceptedImage, prepareImage, sendsAsIs } from './image-upload.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

afterEach(() => vi.useRealTimers());

describe('image upload rules', () => {
  it('accepts image/* types and .heic/.heif names, nothing else', () => {
    expect(isAcceptedImage({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'b.heif', type: 'application/octet-stream' })).toBe(true);
    expect(isAcceptedImage({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedImage({ name: 'doc.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('sends a JPEG under 1 MB and HEIC as is; compresses big JPEGs and other types', () => {
    expect(sendsAsIs(file('a.jpg', 'image/jpeg', MB - 1))).toBe(true);
    expect(sendsAsIs(file('a.jpg', 'image/jpeg', MB))).toBe(false);
    expect(sendsAsIs(file('a.png', 'image/png', 1000))).toBe(false);
    expect(sendsAsIs(file('a.heic', '', 5 * MB))).toBe(true);
  });

  it('fits the longest side within 1200 px keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1000, 2400)).toEqual({ width: 500, height: 1200 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('reads a small JPEG without compressing it', async () => {
    const compress = vi.fn();
    const result = await prepareImage(file('a.jpg', 'image/jpeg', 10), { compress, read: async () => 'data:image/jpeg;base64,AA' });
    expect(compress).not.toHaveBeenCalled();
    expect(result).toEqual({ dataUrl: 'data:image/jpeg;base64,AA', mimeType: 'image/jpeg', compressed: false });
  });

  it('compresses a PNG to JPEG', async () => {
    const result = await prepareImage(file('a.png', 'image/png', 10), { compress: async () => 'data:image/jpeg;base64,BB', read: async () => 'x' });
    expect(result).toEqual({ dataUrl: 'data:image/jpeg;base64,BB', mimeType: 'image/jpeg', compressed: true });
  });

  it('gives up compressing after 10 s and sends the original', async () => {
    vi.useFakeTimers();
    const pending = prepareImage(file('big.jpg', 'image/jpeg', 2 * MB), { compress: () => new Promise(() => {}), read: async () => 'data:orig' });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ dataUrl: 'data:orig', mimeType: 'image/jpeg', compressed: false });
  });
});
