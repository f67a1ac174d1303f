// The test-strip photo analysis call (spec §7, contracts/strip.contract.ts): POST /api/analyze-test-strip.
import { stripPaths, type AnalyzeTestStripBody } from '../../contracts/strip.contract.ts';
import { apiRequest } from './client.ts';
import type { PoolId } from './pools.api.ts';

export interface AnalyzeStripInput extends Required<AnalyzeTestStripBody> {
  poolId: PoolId;
}

/**
 * POST /api/analyze-test-strip. The reply is not read (spec §7: its fields are not shown); the screens
 * refetch the reading and plan it recorded (refreshPool in pools.api.ts).
 */
export async function analyzeTestStrip(input: AnalyzeStripInput): Promise<void> {
  await apiRequest('POST', stripPaths.analyze(), input);
}
