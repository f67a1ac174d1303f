// Seeded randomness for the synthetic test photos: the same seed always renders the same photo.
export interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  gauss(): number;
}

/** mulberry32: small, fast and good enough for test scenes. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    gauss: () => {
      const u = Math.max(1e-12, next());
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
  return random;
}

/** Smooth value noise on a coarse lattice (cells px apart), values in [0, 1]. */
export function valueNoise(random: Random, width: number, height: number, cell: number): (x: number, y: number) => number {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: gw * gh }, () => random.next());
  return (x, y) => {
    const fx = Math.max(0, x / cell);
    const fy = Math.max(0, y / cell);
    const ix = Math.min(gw - 2, Math.floor(fx));
    const iy = Math.min(gh - 2, Math.floor(fy));
    const tx = smooth(fx - ix);
    const ty = smooth(fy - iy);
    const a = lattice[iy * gw + ix]!;
    const b = lattice[iy * gw + ix + 1]!;
    const c = lattice[(iy + 1) * gw + ix]!;
    const d = lattice[(iy + 1) * gw + ix + 1]!;
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  };
}

function smooth(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
}
