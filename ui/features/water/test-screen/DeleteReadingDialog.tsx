// Delete confirmation for a recent test (spec §2): warns when the reading backs the active treatment
// plan, because deleting it cancels that plan; then the 'Test Deleted' or failure toast.
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { PoolId } from '../../../api/pools.api.ts';
import { refreshPool } from '../../../api/pools.api.ts';
import { deleteReading, type StoredReading } from '../../../api/water.api.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import { formatReadingTime } from './reading-format.ts';

interface Props {
  poolId: PoolId;
  reading: StoredReading | null;
  backsActivePlan: boolean;
  onClose: () => void;
}

export function DeleteReadingDialog({ poolId, reading, backsActivePlan, onClose }: Props) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (readingId: string) => deleteReading(poolId, readingId),
    onSuccess: async ({ treatmentPlanCanceled }) => {
      toast({
        title: 'Test Deleted',
        description: treatmentPlanCanceled
          ? 'The test reading was deleted and its treatment plan was canceled.'
          : 'The test reading has been deleted.',
      });
      onClose();
      await refreshPool(queryClient, poolId);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete test reading. Please try again.', variant: 'destructive' }),
  });
  return (
    <Dialog.Root open={reading !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content role="alertdialog" className="fixed inset-x-4 top-1/3 z-50 mx-auto flex max-w-sm flex-col gap-3 rounded-2xl bg-white p-4 dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">Delete Test Reading?</Dialog.Title>
          <Dialog.Description className="text-sm">
            The test from {reading ? formatReadingTime(reading.timestamp) : ''} will be removed from your history.
          </Dialog.Description>
          {backsActivePlan && (
            <p role="note" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
              This test backs your active treatment plan. Deleting it will cancel that plan.
            </p>
          )}
          <div className="flex gap-3">
            <Dialog.Close className="btn-secondary flex-1">Cancel</Dialog.Close>
            <button
              type="button"
              className="btn-primary flex-1 bg-red-600 hover:bg-red-700 disabled:opacity-50"
              disabled={remove.isPending}
              onClick={() => reading && remove.mutate(reading.id)}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
