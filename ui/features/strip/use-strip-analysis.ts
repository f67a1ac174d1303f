// Sends a strip photo to POST /api/analyze-test-strip and reports the outcome (spec §7, §8): 'Test Strip
// Analyzed' then the screen's completion; 'Analysis Failed' with the reader's advice (422) or the
// generic text. A partial reading (a pad hidden by glare) also says which pads to retest. Afterwards the
// pool's readings and plan are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readApiErrorDetails } from '../../api/api-error-body.ts';
import { isApiError } from '../../api/client.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { analyzeTestStrip, type AnalyzeStripInput } from '../../api/strip.api.ts';
import { refreshPool } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/toast-state.ts';
import { retestMessage } from './retest-message.ts';

export const ANALYSIS_FAILED_TEXT = 'Failed to analyze test strip. Please try manual entry.';
/** Long enough to read 'Test Strip Analyzed' before the screen's 'Test Analysis Complete!'. */
const COMPLETE_DELAY_MS = 800;

export function analysisFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return ANALYSIS_FAILED_TEXT;
  const details = readApiErrorDetails(error);
  return details.message === error.message ? ANALYSIS_FAILED_TEXT : details.message;
}

interface Callbacks {
  /** The reply is in (the reading and plan are recorded). */
  onAnalyzed?: () => void;
  onCompleted: () => void;
}

export function useStripAnalysis(poolId: PoolId, { onAnalyzed, onCompleted }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<AnalyzeStripInput, 'poolId'>) => analyzeTestStrip({ ...input, poolId }),
    onSuccess: async (reply) => {
      onAnalyzed?.();
      toast({ title: 'Test Strip Analyzed', description: 'AI analysis complete! Creating test reading...' });
      const retest = retestMessage(reply.analysis.unreadablePads);
      if (retest) toast({ title: 'Some Pads Not Read', description: retest });
      await refreshPool(queryClient, poolId);
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY_MS));
      onCompleted();
    },
    onError: (error) => toast({ title: 'Analysis Failed', description: analysisFailureMessage(error), variant: 'destructive' }),
  });
}
