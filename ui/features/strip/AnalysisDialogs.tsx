// The photo-analysis dialogs of the test screen: camera and upload, each loaded when first opened.
import { lazy, Suspense } from 'react';
import type { PoolId } from '../../api/pools.api.ts';
import type { TestDialogKind } from '../water/test-screen/testing-state.ts';
import { UploadDialog } from './UploadDialog.tsx';

const CameraDialog = lazy(() => import('./CameraDialog.tsx'));

interface Props {
  open: TestDialogKind | null;
  onClose: () => void;
  poolId: PoolId;
  onCompleted: () => void;
}

export function AnalysisDialogs({ open, onClose, poolId, onCompleted }: Props) {
  const onOpenChange = (isOpen: boolean) => !isOpen && onClose();
  const completed = () => {
    onClose();
    onCompleted();
  };
  return (
    <>
      <UploadDialog open={open === 'upload'} onOpenChange={onOpenChange} poolId={poolId} onCompleted={completed} />
      {open === 'camera' && (
        <Suspense fallback={null}>
          <CameraDialog open onOpenChange={onOpenChange} poolId={poolId} onCompleted={completed} />
        </Suspense>
      )}
    </>
  );
}
