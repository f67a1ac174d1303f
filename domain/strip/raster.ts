// Raw pixel arrays handed to the pure reader: 8-bit RGB, interleaved, row-major.
// Also the strip's own frame (an origin, the axis along the strip and its normal) and sampling in it.

export interface RgbImage {
  readonly width: number;
  readonly height: number;
  /** width * height * 3 bytes, R G B. */
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** A rotated frame: point = origin + t * along + r * across (pixels). */
export interface StripFrame {
  readonly originX: number;
  readonly originY: number;
  readonly angleRad: number;
}

export function frameToImage(frame: StripFrame, t: number, r: number): [number, number] {
  const c = Math.cos(frame.angleRad);
  const s = Math.sin(frame.angleRad);
  return [frame.originX + t * c - r * s, frame.originY + t * s + r * c];
}

/**
 * Downsample by an integer factor, averaging each block. Large blocks are averaged on a sparse grid
 * (every third pixel each way), which is plenty to suppress noise and much cheaper.
 */
export function downsampleBox(image: RgbImage, factor: number): RgbImage {
  const f = Math.max(1, Math.floor(factor));
  const stride = f >= 6 ? 3 : 1;
  const width = Math.floor(image.width / f);
  const height = Math.floor(image.height / f);
  const out = new Uint8Array(width * height * 3);
  const src = image.data;
  const per = Math.ceil(f / stride);
  const area = per * per;
  const offset = Math.floor((f - (per - 1) * stride - 1) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = offset; dy < f; dy += stride) {
        let i = ((y * f + dy) * image.width + x * f + offset) * 3;
        for (let dx = offset; dx < f; dx += stride, i += 3 * stride) {
          r += src[i] ?? 0;
          g += src[i + 1] ?? 0;
          b += src[i + 2] ?? 0;
        }
      }
      const o = (y * width + x) * 3;
      out[o] = r / area;
      out[o + 1] = g / area;
      out[o + 2] = b / area;
    }
  }
  return { width, height, data: out };
}

/**
 * Samples a rectangle of the frame on a regular grid (nearest pixel): rows along the strip (t), columns across (r).
 * Returns interleaved RGB floats, NaN where the point falls outside the image.
 */
export function sampleFrameGrid(
  image: RgbImage,
  frame: StripFrame,
  tRange: readonly [number, number, number],
  rRange: readonly [number, number, number],
): { data: Float32Array; tCount: number; rCount: number } {
  const [t0, t1, tStep] = tRange;
  const [r0, r1, rStep] = rRange;
  const tCount = Math.max(0, Math.floor((t1 - t0) / tStep) + 1);
  const rCount = Math.max(0, Math.floor((r1 - r0) / rStep) + 1);
  const out = new Float32Array(tCount * rCount * 3);
  const c = Math.cos(frame.angleRad);
  const s = Math.sin(frame.angleRad);
  const { width, height, data } = image;
  for (let it = 0; it < tCount; it++) {
    const t = t0 + it * tStep;
    const bx = frame.originX + t * c;
    const by = frame.originY + t * s;
    for (let ir = 0; ir < rCount; ir++) {
      const r = r0 + ir * rStep;
      const x = Math.round(bx - r * s);
      const y = Math.round(by + r * c);
      const o = (it * rCount + ir) * 3;
      if (x < 0 || y < 0 || x >= width || y >= height) {
        out[o] = out[o + 1] = out[o + 2] = NaN;
        continue;
      }
      const i = (y * width + x) * 3;
      out[o] = data[i] ?? 0;
      out[o + 1] = data[i + 1] ?? 0;
      out[o + 2] = data[i + 2] ?? 0;
    }
  }
  return { data: out, tCount, rCount };
}
