// Camera dialog; built in the next step.
import type { PoolId } from '../../api/pools.api.ts';

export default function CameraDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void; poolId: PoolId; onCompleted: () => void }) {
  return null;
}
