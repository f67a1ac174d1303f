// A realistic water history for one pool, made by running the real decider: a test most days
// (drifting chemistry, now and then a correction or a deleted test), and the owner working
// through each plan's steps as their waits allow. Seeded, so benchmarks and tests are repeatable.
// Used by projection tests and by bench/projections.bench.ts to rebuild read models at scale.
import type { EpochMs, PoolProfile } from '../../chemistry/index.ts';
import type { ReadingInput } from '../reading-rules.ts';
import { waterDecider, type WaterCommand, type WaterState } from '../water.decider.ts';
import type { WaterEvent } from '../water.events.ts';

export interface WaterHistoryOptions {
  poolId: string;
  /** Days of history; about one test per day. */
  days: number;
  /** First day's midnight, epoch ms. */
  start: EpochMs;
  seed?: number;
  pool?: PoolProfile;
  /** How far apart the 'days' are (default 24 h): shorter packs a long history into fewer years. */
  dayMs?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** mulberry32: a small, fast, seeded PRNG (domain/ has no Math.random). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, step: number) => Math.round(value / step) * step;

function drawReading(next: () => number): ReadingInput {
  const full = next() < 0.6;
  return {
    ph: round(6.9 + next() * 1.3, 0.1),
    freeChlorinePpm: round(next() * 6, 0.1),
    ...(full ? {
      totalChlorinePpm: round(next() * 6.5, 0.1),
      totalAlkalinityPpm: Math.round(60 + next() * 100),
      cyaPpm: Math.round(20 + next() * 60),
      calciumHardnessPpm: Math.round(150 + next() * 300),
      temperatureF: Math.round(70 + next() * 20),
    } : {}),
    notes: next() < 0.1 ? 'cloudy after storm' : null,
  };
}

/** The events of `days` days of pool care, in stream order. */
export function buildWaterHistory(options: WaterHistoryOptions): WaterEvent[] {
  const next = random(options.seed ?? 1);
  const pool = options.pool ?? { volumeGallons: 20000, preferredChlorineTypes: ['liquid'], sanitationType: 'chlorine', surfaceMaterial: 'plaster' };
  const { poolId } = options;
  const events: WaterEvent[] = [];
  let state: WaterState = waterDecider.initialState();
  const run = (command: WaterCommand) => {
    const produced = waterDecider.decide(command, state);
    for (const event of produced) state = waterDecider.evolve(state, event);
    events.push(...produced);
  };
  for (let day = 0; day < options.days; day++) {
    if (next() < 0.15) continue;
    let now = options.start + day * (options.dayMs ?? DAY) + (7 + next() * 4) * 60 * MINUTE;
    const readingId = `${poolId}-r${day}`;
    run({ type: 'RecordReading', poolId, readingId, planId: `${poolId}-p${day}`, testMethod: next() < 0.5 ? 'manual' : 'camera', timestamp: now, input: drawReading(next), pool, now });
    if (next() < 0.05) {
      now += 5 * MINUTE;
      run({ type: 'CorrectReading', poolId, readingId, planId: `${poolId}-p${day}c`, input: drawReading(next), pool, now });
    }
    if (next() < 0.03) {
      run({ type: 'DeleteReading', poolId, readingId, now: now + MINUTE });
      continue;
    }
    for (const step of state.plan?.status === 'active' ? state.plan.steps : []) {
      if (next() < 0.1) break;
      now += MINUTE;
      run({ type: 'CompleteTreatmentStep', poolId, stepId: step.id, now });
      now += step.waitTimeBeforeNext * MINUTE;
    }
  }
  return events;
}
