// Scene parameters for synthetic strip photos, drawn per difficulty tier like the shared samples' held-out set:
// easy (square-on, light plain surface, daylight), normal (any angle and surface, casts, shadows, blur, JPEG),
// hard (stronger casts and exposure, keystone, glare, hand shake, low JPEG quality). Each tier also draws, now and
// then, one of the scenes real users send that plain draws miss (SCENE_KINDS): white strip on white paper, blue
// pool tiles with light grout under warm light, a hand-held strip at a steep angle with glare on one pad, and
// wood in deep shade with a cool cast. The kind comes from its own random stream, so plain draws
// stay as they were.
import { levelScale, positionOfValue, valueAtPosition } from '../../../domain/strip/level-scale.ts';
import { padsFromHandle, type StripChart } from '../../../domain/strip/strip-chart.schema.ts';
import type { Random } from './synthetic-random.ts';

export type Tier = 'easy' | 'normal' | 'hard';
export type Surface = 'paper' | 'neutral' | 'wood' | 'concrete' | 'tile' | 'grass' | 'water' | 'white' | 'pool-tile';
export const SCENE_KINDS = ['plain', 'white-on-white', 'tiles-grout', 'hand-keystone-glare', 'deep-shade'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface SceneSpec {
  readonly tier: Tier;
  readonly kind: SceneKind;
  readonly width: number;
  readonly height: number;
  readonly surface: Surface;
  readonly hand: boolean;
  readonly rotationDeg: number;
  /** Strip length over the image's longest side. */
  readonly stripSpan: number;
  /** Where the strip's centre sits, as a share of width and height. */
  readonly centre: readonly [number, number];
  readonly cctK: number;
  readonly ev: number;
  readonly gradient: number;
  readonly shadow: number | null;
  readonly keystone: readonly [number, number] | null;
  readonly glarePad: number | null;
  /** Radius of the glare spot in mm; null draws a realistic 0.5–1 mm. */
  readonly glareRadiusMm: number | null;
  /** Peak of the glare spot over the light's level; null draws 1–2.5. */
  readonly glarePeak: number | null;
  readonly blurSigma: number;
  readonly motionBlurPx: number | null;
  readonly noise: number;
  readonly quality: number;
  readonly format: PhotoFormat;
  readonly toneGamma: number;
  readonly saturation: number;
  /** Position of each pad (from the handle) on its chart level scale. */
  readonly padIndex: readonly number[];
}

/** Share of each tier's photos drawn as each special scene (the rest are plain). */
const KIND_SHARES: Record<Tier, Partial<Record<SceneKind, number>>> = {
  easy: { 'white-on-white': 0.15 },
  normal: { 'white-on-white': 0.08, 'tiles-grout': 0.1, 'deep-shade': 0.1 },
  hard: { 'white-on-white': 0.06, 'tiles-grout': 0.1, 'hand-keystone-glare': 0.14, 'deep-shade': 0.1 },
};

/**
 * Turns a plain draw into the tier's mix of scenes (or into the given kind). Its own random stream keeps the
 * plain draws, and everything rendered from them, as they were before special scenes existed.
 */
export function drawSceneKind(random: Random, scene: SceneSpec, chart: StripChart, kind?: SceneKind): SceneSpec {
  return withKind(random, scene, kind ?? drawKind(random, scene.tier), chart);
}

function drawKind(random: Random, tier: Tier): SceneKind {
  let u = random.next();
  for (const [kind, share] of Object.entries(KIND_SHARES[tier]) as [SceneKind, number][]) {
    if (u < share) return kind;
    u -= share;
  }
  return 'plain';
}

/** The special scenes as changes to a plain draw. */
function withKind(random: Random, scene: SceneSpec, kind: SceneKind, chart: StripChart): SceneSpec {
  switch (kind) {
    case 'plain':
      return scene;
    case 'white-on-white':
      // White paper or a pale counter: the backing barely differs from the background.
      return { ...scene, kind, surface: 'white', hand: false, shadow: scene.tier === 'easy' ? null : scene.shadow };
    case 'tiles-grout':
      return { ...scene, kind, surface: 'pool-tile', cctK: random.range(2700, 3600), hand: false };
    case 'hand-keystone-glare': {
      // Held over the tiles and shot from the side: strong perspective, and the sun's reflection on one pad.
      const steep = (): number => (random.chance(0.5) ? 1 : -1) * random.range(0.2, 0.4);
      return {
        ...scene,
        kind,
        surface: random.chance(0.7) ? 'pool-tile' : scene.surface,
        hand: true,
        keystone: random.chance(0.5) ? [steep(), random.range(-0.15, 0.15)] : [random.range(-0.15, 0.15), steep()],
        glarePad: random.int(0, chart.padOrderFromHandle.length - 1),
        glareRadiusMm: random.range(0.8, 1.6),
        glarePeak: random.range(1.5, 3),
        motionBlurPx: null,
      };
    }
    case 'deep-shade':
      // Open shade under a blue sky: dim and cool, and a dim photo is a noisy one.
      return {
        ...scene,
        kind,
        surface: 'wood',
        cctK: random.range(9000, 12000),
        ev: random.range(-2, -1.2),
        shadow: null,
        gradient: random.range(0, 0.15),
        noise: random.range(3, 5.5),
        blurSigma: Math.max(scene.blurSigma, random.range(0.8, 1.4)),
      };
    default: {
      const never: never = kind;
      throw new Error(`unknown scene kind ${String(never)}`);
    }
  }
}

export function drawScene(random: Random, tier: Tier, chart: StripChart, size?: { width: number; height: number }): SceneSpec {
  const hard = tier === 'hard';
  const easy = tier === 'easy';
  const landscape = random.chance(0.5);
  const long = size ? Math.max(size.width, size.height) : random.int(1100, 1500);
  const short = Math.round(long * random.pick([0.75, 0.5625, 0.667]));
  const width = size?.width ?? (landscape ? long : short);
  const height = size?.height ?? (landscape ? short : long);
  const stripSpan = easy ? random.range(0.45, 0.7) : random.range(hard ? 0.32 : 0.36, 0.7);
  return {
    tier,
    kind: 'plain',
    width,
    height,
    surface: easy ? random.pick(['paper', 'neutral'] as const) : random.pick(['wood', 'concrete', 'tile', 'grass', 'water', 'neutral'] as const),
    hand: !easy && random.chance(0.3),
    rotationDeg: easy ? random.pick([0, 90, 180, 270]) + random.range(-3, 3) : random.range(0, 360),
    stripSpan,
    centre: easy ? [random.range(0.45, 0.55), random.range(0.45, 0.55)] : [random.range(0.3, 0.7), random.range(0.3, 0.7)],
    cctK: easy ? random.range(5500, 7000) : hard ? random.range(2700, 8000) : random.range(3000, 7500),
    ev: easy ? random.range(-0.1, 0.1) : hard ? random.range(-0.8, 0.8) : random.range(-0.5, 0.5),
    gradient: easy ? random.range(0, 0.05) : random.range(0, hard ? 0.35 : 0.2),
    shadow: !easy && random.chance(0.45) ? random.range(0.2, hard ? 0.7 : 0.6) : null,
    keystone: hard && random.chance(0.6) ? [random.range(-0.2, 0.2), random.range(-0.2, 0.2)] : null,
    glarePad: hard && random.chance(0.25) ? random.int(0, chart.padOrderFromHandle.length - 1) : null,
    glareRadiusMm: null,
    glarePeak: null,
    blurSigma: easy ? random.range(0.4, 1) : random.range(0.6, hard ? 1.8 : 1.5),
    motionBlurPx: hard && random.chance(0.3) ? random.range(2, 5) : null,
    noise: easy ? random.range(0.5, 1.5) : random.range(1, hard ? 4 : 2.5),
    quality: easy ? random.int(86, 94) : hard ? random.int(60, 80) : random.int(75, 92),
    format: easy ? 'jpeg' : random.pick(['jpeg', 'jpeg', 'jpeg', 'jpeg', 'png', 'webp'] as const),
    toneGamma: easy ? 1 : random.range(0.96, hard ? 1.08 : 1.04),
    saturation: easy ? 1 : random.range(0.97, hard ? 1.12 : 1.05),
    padIndex: drawPadIndex(random, chart),
  };
}

/** Positions on each pad's level scale: often exactly a level, otherwise between two. Free ≤ total chlorine. */
function drawPadIndex(random: Random, chart: StripChart): number[] {
  const pads = padsFromHandle(chart);
  const index = pads.map((pad) => {
    const last = pad.levels.length - 1;
    return random.chance(0.4) ? random.int(0, last) : Math.round(random.range(0, last) * 1000) / 1000;
  });
  const fc = pads.findIndex((p) => p.parameter === 'freeChlorine');
  const tc = pads.findIndex((p) => p.parameter === 'totalChlorine');
  if (fc >= 0 && tc >= 0) {
    const fcPad = pads[fc]!;
    const tcPad = pads[tc]!;
    const tcValue = valueAtPosition(levelScale(tcPad.levels, tcPad.unit), index[tc]!);
    const fcScale = levelScale(fcPad.levels, fcPad.unit);
    const fcValue = valueAtPosition(fcScale, index[fc]!);
    if (fcValue > tcValue) index[fc] = positionOfValue(fcScale, random.chance(0.5) ? tcValue : tcValue * random.next());
    else if (random.chance(0.25)) index[fc] = positionOfValue(fcScale, tcValue);
  }
  return index;
}
