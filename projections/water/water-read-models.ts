// The water area's read models: what its screens read after a reading, a plan step or a chemical is
// written, and so what its writes wait for.
import { chemicalAdditionsProjection } from './chemical-additions.projection.ts';
import { readingsProjection } from './readings.projection.ts';
import { treatmentPlansProjection } from './treatment-plans.projection.ts';

export const WATER_READ_MODELS = [readingsProjection, treatmentPlansProjection, chemicalAdditionsProjection] as const;
