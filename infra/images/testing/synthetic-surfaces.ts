// Backgrounds for synthetic strip photos (linear-light reflectance per pixel) and a hand holding the handle.
import type { Surface } from './synthetic-scene.ts';
import { valueNoise, type Random } from './synthetic-random.ts';

type Rgb = [number, number, number];

/** Painted at half resolution and repeated 2×2: surfaces carry little fine detail and this keeps tests fast. */
export function renderSurface(random: Random, surface: Surface, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height * 3);
  const paint = surfacePainter(random, surface, width, height);
  const px: Rgb = [0, 0, 0];
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      paint(x, y, px);
      for (let dy = 0; dy < 2 && y + dy < height; dy++) {
        for (let dx = 0; dx < 2 && x + dx < width; dx++) {
          const o = ((y + dy) * width + x + dx) * 3;
          out[o] = px[0];
          out[o + 1] = px[1];
          out[o + 2] = px[2];
        }
      }
    }
  }
  return out;
}

function surfacePainter(random: Random, surface: Surface, width: number, height: number): (x: number, y: number, out: Rgb) => void {
  const low = valueNoise(random, width, height, Math.max(width, height) / 6);
  const fine = valueNoise(random, width, height, 3);
  switch (surface) {
    case 'paper':
    case 'neutral': {
      const base = surface === 'paper' ? random.range(0.62, 0.75) : random.range(0.35, 0.6);
      const tint: Rgb = [random.range(0.97, 1.03), 1, random.range(0.96, 1.04)];
      return (x, y, out) => setGrey(out, base * (0.96 + 0.06 * low(x, y) + 0.03 * fine(x, y)), tint);
    }
    case 'white': {
      // White paper or a pale counter: as bright as the strip's backing, give or take a little.
      const base = random.range(0.78, 0.95);
      const tint: Rgb = [random.range(0.98, 1.02), 1, random.range(0.96, 1.03)];
      return (x, y, out) => setGrey(out, base * (0.97 + 0.04 * low(x, y) + 0.02 * fine(x, y)), tint);
    }
    case 'pool-tile': {
      // Small glossy blue mosaic with light grout: grout lines as thin and light as a strip's edge.
      const size = random.range(35, 90);
      const grout = random.range(2, 5);
      const groutLevel = random.range(0.72, 0.92);
      const colour: Rgb = random.pick([[0.08, 0.3, 0.6], [0.15, 0.45, 0.7], [0.05, 0.22, 0.5]] as Rgb[]);
      const jitter = valueNoise(random, width, height, size);
      const inGrout = groutLines(size, grout, random.range(0, Math.PI / 2));
      return (x, y, out) => {
        if (inGrout(x, y)) setGrey(out, groutLevel * (0.95 + 0.1 * fine(x, y)), [1, 0.99, 0.96]);
        else setGrey(out, 0.8 + 0.3 * jitter(x, y) + 0.05 * fine(x, y), colour);
      };
    }
    case 'wood': {
      const angle = random.range(0, Math.PI);
      const freq = random.range(0.03, 0.08);
      const base: Rgb = random.pick([[0.35, 0.18, 0.08], [0.5, 0.3, 0.15], [0.22, 0.11, 0.05]] as Rgb[]);
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      return (x, y, out) => {
        const u = x * c + y * s;
        const v = -x * s + y * c;
        const grain = 0.8 + 0.2 * Math.sin(u * freq + 6 * low(x, y) + 0.02 * v) + 0.08 * fine(x, y);
        setGrey(out, grain, base);
      };
    }
    case 'concrete': {
      const base = random.range(0.12, 0.3);
      const speck = valueNoise(random, width, height, 1.5);
      return (x, y, out) => {
        const sp = speck(x, y);
        const k = sp > 0.9 ? 0.45 : sp < 0.08 ? 1.5 : 1;
        setGrey(out, base * (0.85 + 0.3 * low(x, y)) * k * (0.92 + 0.16 * fine(x, y)), [1.05, 1, 0.88]);
      };
    }
    case 'tile': {
      const size = random.range(60, 160);
      const grout = random.range(3, 7);
      const colour: Rgb = random.pick([[0.1, 0.35, 0.55], [0.6, 0.62, 0.6], [0.05, 0.2, 0.4]] as Rgb[]);
      const inGrout = groutLines(size, grout, random.range(0, Math.PI / 2));
      return (x, y, out) => {
        if (inGrout(x, y)) setGrey(out, 0.55 + 0.1 * fine(x, y), [0.9, 0.9, 0.88]);
        else setGrey(out, 0.9 + 0.1 * low(x, y) + 0.05 * fine(x, y), colour);
      };
    }
    case 'grass': {
      const blades = valueNoise(random, width, height * 1.5, 2.2);
      return (x, y, out) => {
        const b = blades(x * 0.6, y * 1.4);
        setGrey(out, 0.5 + 0.6 * b + 0.2 * low(x, y), [0.06, 0.16, 0.03]);
      };
    }
    case 'water': {
      const caustic = valueNoise(random, width, height, 40);
      return (x, y, out) => {
        const w = caustic(x, y);
        const ridge = 1 - Math.abs(w - 0.5) * 2;
        setGrey(out, 0.8 + 0.5 * ridge ** 4 + 0.1 * fine(x, y), [0.02, 0.25, 0.45]);
      };
    }
    default: {
      const never: never = surface;
      throw new Error(`unknown surface ${String(never)}`);
    }
  }
}

function setGrey(out: Rgb, level: number, tint: Rgb): void {
  out[0] = Math.min(0.95, level * tint[0]);
  out[1] = Math.min(0.95, level * tint[1]);
  out[2] = Math.min(0.95, level * tint[2]);
}

export interface HandShape {
  /** Capsules (segments with a radius, in image px) and their skin tone. */
  readonly capsules: readonly { ax: number; ay: number; bx: number; by: number; r: number }[];
  readonly skin: Rgb;
}

/** Fingers across the handle end and a palm beyond it; along/across are the strip's unit vectors. */
export function handOverHandle(
  random: Random,
  handleEnd: [number, number],
  along: [number, number],
  pxPerMm: number,
): HandShape {
  const across: [number, number] = [-along[1], along[0]];
  const grip = random.range(8, 22) * pxPerMm;
  const capsules = [];
  for (let i = 0; i < 3; i++) {
    const t = grip - i * 15 * pxPerMm;
    const cx = handleEnd[0] + along[0] * t;
    const cy = handleEnd[1] + along[1] * t;
    const len = random.range(25, 45) * pxPerMm;
    const side = random.chance(0.5) ? 1 : -1;
    capsules.push({
      ax: cx - across[0] * side * 10 * pxPerMm,
      ay: cy - across[1] * side * 10 * pxPerMm,
      bx: cx + across[0] * side * len,
      by: cy + across[1] * side * len,
      r: 7.5 * pxPerMm,
    });
  }
  const palm = grip - 55 * pxPerMm;
  capsules.push({
    ax: handleEnd[0] + along[0] * palm,
    ay: handleEnd[1] + along[1] * palm,
    bx: handleEnd[0] + along[0] * (palm - 40 * pxPerMm),
    by: handleEnd[1] + along[1] * (palm - 40 * pxPerMm),
    r: 30 * pxPerMm,
  });
  const skin = random.pick([[0.55, 0.3, 0.2], [0.35, 0.17, 0.09], [0.15, 0.07, 0.04]] as Rgb[]);
  return { capsules, skin };
}

/** Signed closeness to the hand: > 0 inside (1 on a capsule's axis), < 0 outside. */
export function insideHand(hand: HandShape, x: number, y: number): number {
  const [x0, y0, x1, y1] = handBounds(hand);
  if (x < x0 || x > x1 || y < y0 || y > y1) return -1;
  let best = -Infinity;
  for (const c of hand.capsules) {
    const dx = c.bx - c.ax;
    const dy = c.by - c.ay;
    const t = Math.max(0, Math.min(1, ((x - c.ax) * dx + (y - c.ay) * dy) / (dx * dx + dy * dy || 1)));
    const d = Math.hypot(x - (c.ax + t * dx), y - (c.ay + t * dy));
    best = Math.max(best, 1 - d / c.r);
  }
  return best;
}

const boundsCache = new WeakMap<HandShape, [number, number, number, number]>();

function handBounds(hand: HandShape): [number, number, number, number] {
  let b = boundsCache.get(hand);
  if (!b) {
    b = [Infinity, Infinity, -Infinity, -Infinity];
    for (const c of hand.capsules) {
      b[0] = Math.min(b[0], c.ax - c.r, c.bx - c.r);
      b[1] = Math.min(b[1], c.ay - c.r, c.by - c.r);
      b[2] = Math.max(b[2], c.ax + c.r, c.bx + c.r);
      b[3] = Math.max(b[3], c.ay + c.r, c.by + c.r);
    }
    boundsCache.set(hand, b);
  }
  return b;
}

/** A square tile grid turned by angle: whether (x, y) falls on a grout line. */
function groutLines(size: number, grout: number, angle: number): (x: number, y: number) => boolean {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (x, y) => {
    const u = (((x * c + y * s) % size) + size) % size;
    const v = (((-x * s + y * c) % size) + size) % size;
    return u < grout || v < grout;
  };
}
