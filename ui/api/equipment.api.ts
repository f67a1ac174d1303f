// Equipment list of a pool (spec §7: GET /api/pools/{id}/equipment) and the home summary rule of
// spec §4. Equipment cannot be created yet, so every pool has none: 'No Equipment' is the truth.
import { queryOptions } from '@tanstack/react-query';
import type { PoolId } from './pools.api.ts';
import { id, nullish, record, text } from './reply-checks.ts';

/** One item of the list (the pool status card summarises it, so it is checked by hand: see reply-checks.ts). */
export const equipmentItem = record({
  id,
  name: text,
  category: nullish(text),
  status: nullish(text),
  condition: nullish(text),
});
export type EquipmentItem = ReturnType<typeof equipmentItem>;

export const equipmentQueryOptions = (poolId: PoolId) =>
  queryOptions({
    queryKey: ['api', 'pools', String(poolId), 'equipment'] as const,
    // The equipment API (GET /api/pools/{id}/equipment) arrives with its own issue; until then, no request.
    queryFn: (): Promise<EquipmentItem[]> => Promise.resolve([]),
    initialData: [] as EquipmentItem[],
  });

export type EquipmentSummary =
  | { level: 'unknown'; label: 'No Equipment' }
  | { level: 'critical'; label: 'Needs Attention' }
  | { level: 'warning'; label: 'Fair Condition' }
  | { level: 'good'; label: 'All Good' };

const normalise = (condition: string | null | undefined) => (condition ?? '').toLowerCase().replace(/[\s-]+/g, '_');

/** Spec §4 "Equipment summary". */
export function equipmentSummary(items: readonly EquipmentItem[]): EquipmentSummary {
  if (items.length === 0) return { level: 'unknown', label: 'No Equipment' };
  const conditions = items.map((item) => normalise(item.condition));
  if (conditions.some((c) => c === 'poor' || c === 'needs_replacement')) return { level: 'critical', label: 'Needs Attention' };
  if (conditions.includes('fair')) return { level: 'warning', label: 'Fair Condition' };
  return { level: 'good', label: 'All Good' };
}
