// The photo-analysis dialogs of the test screen (camera and upload); filled in by the next steps.
import type { PoolId } from '../../api/pools.api.ts';
import type { TestDialogKind } from './testing-state.ts';

interface Props {
  open: TestDialogKind | null;
  onClose: () => void;
  poolId: PoolId;
  onCompleted: () => void;
}

export function AnalysisDialogs(_props: Props) {
  return null;
}
