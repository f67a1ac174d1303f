// Test helpers: whole API replies as the contracts describe them (contracts/*.contract.ts), so a stubbed
// fetch answers what the server would, with only the fields a test cares about given.
import type { Equipment } from '../../contracts/equipment.contract.ts';
import type { Pool } from '../../contracts/pools.contract.ts';
import type { AnalyzeTestStripResponse, UnreadablePadAnalysis } from '../../contracts/strip.contract.ts';
import type { Reading, TreatmentPlan, TreatmentPlanStep } from '../../contracts/water.contract.ts';
import { defaultPoolProfile } from '../../domain/pools/pool-options.ts';

const CREATED_AT = '2026-06-01T08:00:00.000Z';

export function aPool(fields: Partial<Pool> & Pick<Pool, 'id'>): Pool {
  return { ...defaultPoolProfile(), createdAt: CREATED_AT, updatedAt: CREATED_AT, ...fields };
}

/** Equipment as GET …/equipment lists it: a good pump with nothing else known, judged on 2026-06-01. */
export function anEquipment(fields: Partial<Equipment> & Pick<Equipment, 'id'>): Equipment {
  return {
    poolId: 'p1', name: 'Pump', category: 'pump', brand: null, model: null, serialNumber: null, installDate: null, warrantyExpiration: null,
    maintenanceIntervalDays: null, lastMaintenanceDate: null, notes: null, condition: 'good', status: 'good', warrantyState: null,
    maintenanceState: null, asOf: '2026-06-01', createdAt: CREATED_AT, updatedAt: CREATED_AT, ...fields,
  };
}

export function aReading(fields: Partial<Reading> = {}): Reading {
  return {
    id: 'reading-1', poolId: 'p1', timestamp: CREATED_AT, testMethod: 'manual',
    ph: null, freeChlorinePpm: null, totalChlorinePpm: null, totalAlkalinityPpm: null, cyaPpm: null, calciumHardnessPpm: null,
    temperatureF: null, notes: null, createdAt: CREATED_AT, updatedAt: CREATED_AT, ...fields,
  };
}

export function aStep(fields: Partial<TreatmentPlanStep> & Pick<TreatmentPlanStep, 'id'>): TreatmentPlanStep {
  return {
    chemical: 'Liquid chlorine', product: null, priority: 'high', reason: 'Raise free chlorine',
    dosage: { amount: 1, unit: 'fl_oz', description: 'Add 1 fl oz' }, instructions: [], waitTimeBeforeNext: 0, swimWaitMinutes: 0,
    completed: false, completedAt: null, displayState: 'waiting', ...fields,
  };
}

/** A plan; `safeToSwimAt` and the times default to CREATED_AT. */
export function aPlan(fields: Partial<TreatmentPlan> = {}): TreatmentPlan {
  return {
    id: 'plan-1', poolId: 'p1', readingId: 'reading-1', status: 'active', cancelReason: null, summary: '', safeToSwimAt: CREATED_AT,
    needsChlorineTest: false, plannerVersion: '1',
    issuedAt: CREATED_AT, completedAt: null, steps: [], activeTimers: [], readyStepId: null, asOf: CREATED_AT, ...fields,
  };
}

/** POST /api/analyze-test-strip's 201: a strip reading (camera or upload) with its plan; `unreadablePads` for a partial one. */
export function anAnalysisReply(fields: { reading?: Partial<Reading>; unreadablePads?: UnreadablePadAnalysis[] } = {}): AnalyzeTestStripResponse {
  const reading = aReading({ testMethod: 'upload', ph: 7.4, freeChlorinePpm: 3, totalChlorinePpm: 3, totalAlkalinityPpm: 100, cyaPpm: 40, calciumHardnessPpm: 250, ...fields.reading });
  const confidenceOf = (value: number | null) => (value === null ? 0 : 0.9);
  return {
    reading,
    confidence: {
      ph: confidenceOf(reading.ph), freeChlorinePpm: confidenceOf(reading.freeChlorinePpm), totalChlorinePpm: confidenceOf(reading.totalChlorinePpm),
      totalAlkalinityPpm: confidenceOf(reading.totalAlkalinityPpm), cyaPpm: confidenceOf(reading.cyaPpm), calciumHardnessPpm: confidenceOf(reading.calciumHardnessPpm),
    },
    plan: aPlan({ readingId: reading.id, poolId: reading.poolId }),
    analysis: {
      readerVersion: '1', chart: { name: 'default', version: 1 }, photo: { sha256: 'ab', url: '/api/photos/ab', mime: 'image/jpeg', width: 100, height: 100 },
      pads: [], unreadablePads: fields.unreadablePads ?? [], notes: [], aiLocated: false,
    },
  };
}
