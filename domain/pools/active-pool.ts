// The active pool (spec §4): the first pool whose onboarding is completed, else the first pool. The home
// screen shows it; the server uses the same rule to tell the browser which pool's data home will ask for.

export interface PoolOnboarding {
  readonly onboardingCompleted?: boolean | null | undefined;
}

export function activePool<P extends PoolOnboarding>(pools: readonly P[] | undefined): P | undefined {
  if (!pools) return undefined;
  return pools.find((pool) => pool.onboardingCompleted === true) ?? pools[0];
}
