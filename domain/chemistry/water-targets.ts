// The water targets of one pool, decided once: the Water Chemistry panel, the overall status, the
// treatment planner, the test guidance and the trend arrows all read them from here.
// - Free chlorine follows the pool's CYA (TFP's FC/CYA chart, fcLevels): the ideal band is the chart's
//   target range, the critical minimum its minimum, the critical maximum the shock (SLAM) level; a
//   salt-water pool uses the SWG chart. The CYA is the latest one measured in the pool.
// - With no CYA ever measured, spec §9's chlorine bands apply and the owner is asked to test CYA.
// - Every other parameter keeps spec §9's display bands and overall-status thresholds.

import { fcLevels, type FcLevels } from './fc-levels.calculator.ts';
import type { EpochMs } from './treatment-plan.types.ts';

export type DisplayKey = 'ph' | 'chlorine' | 'alkalinity' | 'temperature' | 'cyanuricAcid' | 'calciumHardness';

export type DisplayRange = {
  name: string; unit: string;
  idealMin: number; idealMax: number; criticalMin: number; criticalMax: number;
};

/** Spec §9 "Water chemistry display ranges". */
export const DISPLAY_RANGES: Record<DisplayKey, DisplayRange> = {
  ph: { name: 'pH', unit: '', idealMin: 7.2, idealMax: 7.6, criticalMin: 6.8, criticalMax: 8.2 },
  chlorine: { name: 'Free Chlorine', unit: 'ppm', idealMin: 1, idealMax: 3, criticalMin: 0.5, criticalMax: 5 },
  alkalinity: { name: 'Total Alkalinity', unit: 'ppm', idealMin: 80, idealMax: 120, criticalMin: 60, criticalMax: 180 },
  temperature: { name: 'Water Temperature', unit: '°F', idealMin: 78, idealMax: 82, criticalMin: 70, criticalMax: 90 },
  cyanuricAcid: { name: 'Cyanuric Acid', unit: 'ppm', idealMin: 30, idealMax: 50, criticalMin: 20, criticalMax: 100 },
  calciumHardness: { name: 'Calcium Hardness', unit: 'ppm', idealMin: 150, idealMax: 300, criticalMin: 100, criticalMax: 400 },
};

/** Warning outside [low, high], critical outside [criticalLow, criticalHigh] (bounds inclusive). */
export type StatusBand = { low: number; high: number; criticalLow: number; criticalHigh: number };

/** Spec §9 "Overall-status thresholds (critical / warning)". */
const STATUS_BANDS = {
  ph: { low: 7.2, high: 7.6, criticalLow: 7.0, criticalHigh: 8.0 },
  freeChlorine: { low: 1, high: 3, criticalLow: 0.5, criticalHigh: 5 },
  totalAlkalinity: { low: 80, high: 120, criticalLow: 60, criticalHigh: 180 },
} as const satisfies Record<string, StatusBand>;

export const TEST_CYA_NOTE = 'Test CYA to get chlorine targets for your pool';

/** The measured CYA the chlorine targets follow, and the reading it came from. */
export type CyaBasis = { ppm: number; readingId: string; testedAt: EpochMs };

export type ChlorineTargets =
  | { basis: 'cya'; cya: CyaBasis; saltwater: boolean; levels: FcLevels }
  | { basis: 'default'; note: typeof TEST_CYA_NOTE };

export type WaterTargets = {
  chlorine: ChlorineTargets;
  /** Panel cards, gauges, colours and trend arrows. */
  ranges: Record<DisplayKey, DisplayRange>;
  /** Overall status thresholds. */
  status: { ph: StatusBand; freeChlorine: StatusBand; totalAlkalinity: StatusBand };
};

/** A salt-water pool: sanitised by a salt chlorine generator, which sets its chlorine chart. */
export function isSaltwater(pool: { sanitationType?: string | undefined; hasSaltChlorinator?: boolean | undefined }): boolean {
  return pool.sanitationType === 'salt' || pool.hasSaltChlorinator === true;
}

/** The free-chlorine band for a CYA (null: never measured, spec §9's band). */
export function chlorineRange(cyaPpm: number | null, saltwater: boolean): DisplayRange {
  if (cyaPpm === null) return DISPLAY_RANGES.chlorine;
  const levels = fcLevels({ cyaPpm, saltwater });
  return { ...DISPLAY_RANGES.chlorine, idealMin: levels.targetLow, idealMax: levels.targetHigh, criticalMin: levels.minimum, criticalMax: levels.slam };
}

export function waterTargets(input: { cya: CyaBasis | null; saltwater: boolean }): WaterTargets {
  if (input.cya === null) {
    return { chlorine: { basis: 'default', note: TEST_CYA_NOTE }, ranges: DISPLAY_RANGES, status: STATUS_BANDS };
  }
  const chlorine = chlorineRange(input.cya.ppm, input.saltwater);
  return {
    chlorine: { basis: 'cya', cya: input.cya, saltwater: input.saltwater, levels: fcLevels({ cyaPpm: input.cya.ppm, saltwater: input.saltwater }) },
    ranges: { ...DISPLAY_RANGES, chlorine },
    status: {
      ...STATUS_BANDS,
      freeChlorine: { low: chlorine.idealMin, high: chlorine.idealMax, criticalLow: chlorine.criticalMin, criticalHigh: chlorine.criticalMax },
    },
  };
}

/** 'for CYA 40 ppm (salt-cell levels)' or the spec's default wording. */
export function chlorineTargetText(targets: WaterTargets): string {
  const { idealMin, idealMax } = targets.ranges.chlorine;
  const band = `${idealMin}-${idealMax} ppm`;
  if (targets.chlorine.basis === 'default') return band;
  return `${band} for CYA ${targets.chlorine.cya.ppm} ppm${targets.chlorine.saltwater ? ' (salt-water pool)' : ''}`;
}
