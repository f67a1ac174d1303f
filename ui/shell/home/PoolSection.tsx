// Home section 1 (spec §2): the welcome card when no pool is onboarded, else the active pool's status card.
import { useQuery } from '@tanstack/react-query';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { useActivePool } from '../../features/pools/use-active-pool.ts';
import { WelcomeCard } from '../../features/pools/onboarding/WelcomeCard.tsx';
import { PoolStatusCard } from '../../features/pools/status/PoolStatusCard.tsx';

export function PoolSection() {
  const { isPending, isError, refetch, isFetching } = useQuery(poolsQueryOptions());
  const { pool } = useActivePool();

  if (isPending) {
    return (
      <section className="card" aria-busy="true">
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading your pool...</p>
      </section>
    );
  }
  if (isError) {
    return (
      <section className="card flex flex-col gap-3" role="alert">
        <p className="text-sm">We couldn't load your pool. Please try again.</p>
        <button type="button" className="btn-primary" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </button>
      </section>
    );
  }

  if (!pool || pool.onboardingCompleted !== true) return <WelcomeCard />;
  return <PoolStatusCard pool={pool} />;
}
