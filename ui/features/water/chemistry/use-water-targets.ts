// The pool's water targets, from the same domain function the planner uses (water-targets.ts) and
// the basis the server reads (the latest measured CYA, salt-water or not). The panel, the overall
// status and the test guidance all read them here, so they agree with the plan.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { waterTargets, type WaterTargets } from '../../../../domain/chemistry/index.ts';
import type { PoolId } from '../../../api/pools.api.ts';
import { waterTargetsBasisQueryOptions } from '../../../api/water.api.ts';
import type { WaterTargetsBasis } from '../../../../contracts/water.contract.ts';

export function targetsOf(basis: WaterTargetsBasis): WaterTargets {
  const cya = basis.cya && { ppm: basis.cya.ppm, readingId: basis.cya.readingId, testedAt: Date.parse(basis.cya.testedAt) };
  return waterTargets({ cya, saltwater: basis.saltwater });
}

const SPEC_TARGETS = waterTargets({ cya: null, saltwater: false });

/**
 * The targets once their basis is known; undefined while it loads, so nothing is judged by the wrong
 * band for a moment. If the basis cannot be loaded, spec §9's bands apply.
 */
export function useWaterTargets(poolId: PoolId | undefined): WaterTargets | undefined {
  const { data, isError } = useQuery({ ...waterTargetsBasisQueryOptions(poolId ?? ''), enabled: poolId !== undefined });
  return useMemo(() => (data ? targetsOf(data) : isError ? SPEC_TARGETS : undefined), [data, isError]);
}
