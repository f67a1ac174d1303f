// Synthetic phone photos of a dipped strip, made to a chart and deterministic from a seed: the strip drawn to
// the chart geometry with pad colours interpolated in CIELAB between levels, on a surface, under a coloured
// and uneven light, then camera effects (tone, saturation, noise, blur, motion blur) and a lossy encode.
import sharp from 'sharp';
import { labToLinearRgb, mixLab, srgbToLab, hexToSrgb, type Lab } from '../../../domain/strip/colour-space.ts';
import { levelScale, valueAtPosition } from '../../../domain/strip/level-scale.ts';
import { padsFromHandle, type StripChart } from '../../../domain/strip/strip-chart.schema.ts';
import { READING_FIELD_OF_PAD, type StripReading } from '../../../domain/strip/strip-reading.ts';
import { DEFAULT_BACKING_LINEAR } from '../../../domain/strip/white-balance.ts';
import { DEFAULT_STRIP_CHART } from '../default-strip-chart.ts';
import { seededRandom, type Random } from './synthetic-random.ts';
import { drawScene, drawSceneKind, type SceneKind, type SceneSpec, type Tier } from './synthetic-scene.ts';
import { handOverHandle, insideHand, renderSurface } from './synthetic-surfaces.ts';
import { cameraToBytes, lightField, type StripGeometry } from './synthetic-camera.ts';

export interface SyntheticPhoto {
  readonly buffer: Buffer;
  readonly scene: SceneSpec;
  readonly truth: StripReading;
  /** Pad centres in the photo's pixels, from the handle. */
  readonly padCentresPx: [number, number][];
}

export interface SyntheticOptions {
  readonly chart?: StripChart;
  readonly size?: { width: number; height: number };
  /** Overrides applied to the drawn scene (e.g. force glare or a colour temperature in gate tests). */
  readonly override?: Partial<SceneSpec>;
  /** Draw this special scene instead of the tier's mix. */
  readonly kind?: SceneKind;
}

/** Seeds the special-scene draw apart from the plain draw (see drawSceneKind). */
const KIND_STREAM = 0x5bd1e995;

export async function renderStripPhoto(seed: number, tier: Tier, options: SyntheticOptions = {}): Promise<SyntheticPhoto> {
  const chart = options.chart ?? DEFAULT_STRIP_CHART;
  const random = seededRandom(seed);
  const plain = drawScene(random, tier, chart, options.size);
  const scene: SceneSpec = { ...drawSceneKind(seededRandom(seed ^ KIND_STREAM), plain, chart, options.kind), ...options.override };
  const geometry = placeStrip(scene, chart);
  const linear = renderLinear(random, scene, chart, geometry);
  const bytes = cameraToBytes(random, scene, linear, geometry);
  const buffer = await encode(bytes, scene);
  return { buffer, scene, truth: truthOf(scene, chart), padCentresPx: geometry.padCentres.map((p) => geometry.project(p[0], p[1])) };
}

export function truthOf(scene: SceneSpec, chart: StripChart): StripReading {
  const out: Partial<Record<keyof StripReading, number>> = {};
  padsFromHandle(chart).forEach((pad, j) => {
    const v = valueAtPosition(levelScale(pad.levels, pad.unit), scene.padIndex[j] ?? 0);
    out[READING_FIELD_OF_PAD[pad.parameter]] = Math.round(v * 1000) / 1000;
  });
  return out as StripReading;
}

function placeStrip(scene: SceneSpec, chart: StripChart): StripGeometry {
  const g = chart.geometryMm;
  const n = chart.padOrderFromHandle.length;
  const lengthMm = g.handleLength + n * g.padSize + (n - 1) * g.padGap + g.tipMargin;
  const longest = Math.max(scene.width, scene.height);
  const theta = (scene.rotationDeg * Math.PI) / 180;
  const along: [number, number] = [Math.cos(theta), Math.sin(theta)];
  // The whole strip stays in frame: a long strip across a narrow frame is drawn smaller.
  const fit = Math.min(
    (0.92 * scene.width) / Math.max(1e-6, Math.abs(along[0]) * lengthMm),
    (0.92 * scene.height) / Math.max(1e-6, Math.abs(along[1]) * lengthMm),
  );
  const pxPerMm = Math.min((scene.stripSpan * longest) / lengthMm, fit);
  const halfX = (Math.abs(along[0]) * lengthMm * pxPerMm) / 2 + 10;
  const halfY = (Math.abs(along[1]) * lengthMm * pxPerMm) / 2 + 10;
  const cx = clamp(scene.centre[0] * scene.width, halfX, scene.width - halfX);
  const cy = clamp(scene.centre[1] * scene.height, halfY, scene.height - halfY);
  const handleEnd: [number, number] = [cx - (along[0] * lengthMm * pxPerMm) / 2, cy - (along[1] * lengthMm * pxPerMm) / 2];
  const padCentres = Array.from({ length: n }, (_, j): [number, number] => {
    const u = (g.handleLength + j * (g.padSize + g.padGap) + g.padSize / 2) * pxPerMm;
    return [handleEnd[0] + along[0] * u, handleEnd[1] + along[1] * u];
  });
  const [kx, ky] = scene.keystone ?? [0, 0];
  const s = longest;
  const mx = scene.width / 2;
  const my = scene.height / 2;
  // Keystone as a homography about the image centre: straight edges stay straight, far parts shrink.
  const project = (x: number, y: number): [number, number] => {
    const X = (x - mx) / s;
    const Y = (y - my) / s;
    const w = 1 + kx * X + ky * Y;
    return [mx + (X / w) * s, my + (Y / w) * s];
  };
  const scratch: [number, number] = [0, 0];
  const unproject = (x: number, y: number): [number, number] => {
    const w = 1 - (kx * (x - mx)) / s - (ky * (y - my)) / s;
    scratch[0] = mx + (x - mx) / w;
    scratch[1] = my + (y - my) / w;
    return scratch;
  };
  return { pxPerMm, along, handleEnd, lengthMm, padCentres, project, unproject };
}

function padLinear(scene: SceneSpec, chart: StripChart): [number, number, number][] {
  return padsFromHandle(chart).map((pad, j) => {
    const labs: Lab[] = pad.levels.map((l) => srgbToLab(hexToSrgb(l.hex)));
    const p = clamp(scene.padIndex[j] ?? 0, 0, labs.length - 1);
    const i = Math.min(labs.length - 2, Math.floor(p));
    const rgb = labToLinearRgb(mixLab(labs[i]!, labs[i + 1]!, p - i));
    // Chart colours are as a photo shows them with the backing at DEFAULT_BACKING_LINEAR: keep that ratio.
    return [clamp(rgb[0], 0, 1), clamp(rgb[1], 0, 1), clamp(rgb[2], 0, 1)];
  });
}

function renderLinear(random: Random, scene: SceneSpec, chart: StripChart, geo: StripGeometry): Float32Array {
  const { width, height } = scene;
  const surface = renderSurface(random, scene.surface, width, height);
  const pads = padLinear(scene, chart);
  const backing = DEFAULT_BACKING_LINEAR;
  const hand = scene.hand ? handOverHandle(random, geo.handleEnd, geo.along, geo.pxPerMm) : null;
  const light = lightField(random, scene, geo);
  const g = chart.geometryMm;
  const out = new Float32Array(width * height * 3);
  const [ax, ay] = geo.along;
  const halfW = g.stripWidth / 2;
  const period = g.padSize + g.padGap;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = geo.unproject(x + 0.5, y + 0.5);
      const si = (clampInt(Math.floor(sy), height) * width + clampInt(Math.floor(sx), width)) * 3;
      const dx = sx - geo.handleEnd[0];
      const dy = sy - geo.handleEnd[1];
      const u = (dx * ax + dy * ay) / geo.pxPerMm;
      const v = (-dx * ay + dy * ax) / geo.pxPerMm;
      const cover = edgeCover(Math.min(u, geo.lengthMm - u, halfW - Math.abs(v)), geo.pxPerMm);
      const o = (y * width + x) * 3;
      let r = surface[si]!;
      let gg = surface[si + 1]!;
      let b = surface[si + 2]!;
      if (cover > 0) {
        const k = (u - g.handleLength) / period;
        const j = Math.floor(k);
        let top: readonly number[] = backing;
        let padCover = 0;
        if (j >= 0 && j < pads.length) {
          padCover = edgeCover(Math.min((k - j) * period, g.padSize - (k - j) * period), geo.pxPerMm);
          top = pads[j]!;
        }
        const sr = backing[0] + (top[0]! - backing[0]) * padCover;
        const sg = backing[1] + (top[1]! - backing[1]) * padCover;
        const sb = backing[2] + (top[2]! - backing[2]) * padCover;
        r += (sr - r) * cover;
        gg += (sg - gg) * cover;
        b += (sb - b) * cover;
      }
      if (hand) {
        const inside = insideHand(hand, sx, sy);
        if (inside > -0.02) {
          const a = Math.min(1, (inside + 0.02) * 25);
          const shade = 0.75 + 0.35 * Math.sqrt(Math.max(0, inside));
          r += (hand.skin[0] * shade - r) * a;
          gg += (hand.skin[1] * shade - gg) * a;
          b += (hand.skin[2] * shade - b) * a;
        }
      }
      const l = light(sx, sy);
      out[o] = r * l[0];
      out[o + 1] = gg * l[1];
      out[o + 2] = b * l[2];
    }
  }
  return out;
}

function edgeCover(insideMm: number, pxPerMm: number): number {
  return clamp(0.5 + insideMm * pxPerMm, 0, 1);
}

async function encode(bytes: Uint8Array, scene: SceneSpec): Promise<Buffer> {
  let image = sharp(bytes, { raw: { width: scene.width, height: scene.height, channels: 3 } });
  if (scene.blurSigma >= 0.3) image = image.blur(scene.blurSigma);
  if (scene.motionBlurPx) image = sharp(await image.raw().toBuffer(), { raw: { width: scene.width, height: scene.height, channels: 3 } }).convolve(motionKernel(scene.motionBlurPx, scene.rotationDeg + 37));
  switch (scene.format) {
    case 'jpeg':
      return image.jpeg({ quality: scene.quality }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 1 }).toBuffer();
    case 'webp':
      return image.webp({ quality: scene.quality }).toBuffer();
    default: {
      const never: never = scene.format;
      throw new Error(`unknown format ${String(never)}`);
    }
  }
}

function motionKernel(lengthPx: number, angleDeg: number) {
  const size = Math.max(3, Math.ceil(lengthPx) | 1);
  const kernel = new Array<number>(size * size).fill(0);
  const c = Math.cos((angleDeg * Math.PI) / 180);
  const s = Math.sin((angleDeg * Math.PI) / 180);
  const half = (size - 1) / 2;
  for (let i = 0; i <= 4 * size; i++) {
    const t = (i / (4 * size) - 0.5) * lengthPx;
    const x = Math.round(half + t * c);
    const y = Math.round(half + t * s);
    kernel[y * size + x]! += 1;
  }
  const sum = kernel.reduce((a, b) => a + b, 0);
  return { width: size, height: size, kernel: kernel.map((k) => k / sum) };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function clampInt(v: number, size: number): number {
  return v < 0 ? 0 : v >= size ? size - 1 : v;
}

