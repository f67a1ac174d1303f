// The quick actions on an equipment card (spec §2 /equipment, §4, §8): Mark Issue / Mark Fixed (a
// status-only patch between good and warning) and 'Serviced today', each with its toast; the list
// shows the reply at once and is refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  equipmentErrorMessage, recordEquipmentServiced, refreshEquipment, setEquipmentStatus, type Equipment, type SettableEquipmentStatus,
} from '../../api/equipment.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import { endsSession } from '../users/unauthorized.ts';
import { SAVE_FAILED } from './EquipmentFormDialog.tsx';

function useEquipmentMutation<Input>(poolId: PoolId, send: (input: Input) => Promise<Equipment>, describe: (saved: Equipment) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (saved) => {
      toast({ title: 'Equipment Updated', description: describe(saved) });
      await refreshEquipment(queryClient, poolId, saved);
    },
    onError: (error) => {
      if (!endsSession(error)) toast({ title: 'Error', description: equipmentErrorMessage(error, SAVE_FAILED), variant: 'destructive' });
    },
  });
}

export function useEquipmentActions(poolId: PoolId) {
  const status = useEquipmentMutation(
    poolId,
    ({ id, next }: { id: string; next: SettableEquipmentStatus }) => setEquipmentStatus(id, next),
    (saved) => (saved.status === 'good' ? `${saved.name} is marked as fixed.` : `${saved.name} is marked as having an issue.`),
  );
  const serviced = useEquipmentMutation(poolId, (id: string) => recordEquipmentServiced(id), (saved) => `${saved.name} was serviced today.`);
  /** The item a request is running for, so only its buttons wait. */
  const busyId = status.isPending ? status.variables?.id : serviced.isPending ? serviced.variables : undefined;
  return {
    busyId,
    toggleStatus: (item: Equipment) => status.mutate({ id: item.id, next: item.status === 'good' ? 'warning' : 'good' }),
    markServiced: (item: Equipment) => serviced.mutate(item.id),
  };
}
