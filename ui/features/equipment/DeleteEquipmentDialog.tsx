// Delete confirmation for a piece of equipment (spec §2 /equipment, §8): 'Equipment Deleted' or
// 'Failed to delete equipment.'; a warranty inspection scheduled for it goes with it (server side).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEquipment, refreshEquipment, type Equipment } from '../../api/equipment.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { toast } from '../../shell/toast/use-toast.ts';
import { endsSession } from '../users/unauthorized.ts';

interface Props {
  poolId: PoolId;
  equipment: Equipment | null;
  onClose: () => void;
}

export function DeleteEquipmentDialog({ poolId, equipment, onClose }: Props) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (item: Equipment) => deleteEquipment(item.id),
    onSuccess: async (_nothing, item) => {
      toast({ title: 'Equipment Deleted', description: `${item.name} has been removed.` });
      onClose();
      await refreshEquipment(queryClient, poolId, { removedId: item.id });
    },
    onError: (error) => {
      if (!endsSession(error)) toast({ title: 'Error', description: 'Failed to delete equipment.', variant: 'destructive' });
    },
  });
  return (
    <ConfirmDeleteDialog
      open={equipment !== null}
      title="Delete Equipment?"
      description={`${equipment?.name ?? ''} and its warranty and maintenance details will be removed.`}
      pending={remove.isPending}
      onConfirm={() => equipment && remove.mutate(equipment)}
      onClose={onClose}
    />
  );
}
