// The test-strip photo analysis call (spec §7, contracts/strip.contract.ts): POST /api/analyze-test-strip.
import { analyzeTestStripResponseSchema, stripPaths, type AnalyzeTestStripBody, type AnalyzeTestStripResponse } from '../../contracts/strip.contract.ts';
import { apiJson } from './client.ts';
import type { PoolId } from './pools.api.ts';

export interface AnalyzeStripInput extends Required<AnalyzeTestStripBody> {
  poolId: PoolId;
}

/**
 * POST /api/analyze-test-strip, its reply checked against the contract. The screens show the reading
 * and plan it recorded by refetching them (refreshPool in pools.api.ts); from the reply they read
 * only the pads left unreadable, to say which to retest.
 */
export function analyzeTestStrip(input: AnalyzeStripInput): Promise<AnalyzeTestStripResponse> {
  return apiJson('POST', stripPaths.analyze(), { payload: input, schema: analyzeTestStripResponseSchema });
}
