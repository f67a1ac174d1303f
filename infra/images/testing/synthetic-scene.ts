// Scene parameters for synthetic strip photos, drawn per difficulty tier like the shared samples' held-out set:
// easy (square-on, light plain surface, daylight), normal (any angle and surface, casts, shadows, blur, JPEG),
// hard (stronger casts and exposure, keystone, glare, hand shake, low JPEG quality).
import { levelScale, positionOfValue, valueAtPosition } from '../../../domain/strip/level-scale.ts';
import { padsFromHandle, type StripChart } from '../../../domain/strip/strip-chart.schema.ts';
import type { Random } from './synthetic-random.ts';

export type Tier = 'easy' | 'normal' | 'hard';
export type Surface = 'paper' | 'neutral' | 'wood' | 'concrete' | 'tile' | 'grass' | 'water';
export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface SceneSpec {
  readonly tier: Tier;
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
