// Home section 1 (spec §2): the welcome card when no pool is onboarded, else the active pool. The full
// pool status card (overall status, gauges, treatment plan) arrives with the readings API.
import { useQuery } from '@tanstack/react-query';
import { poolsQueryOptions, selectActivePool } from '../../api/pools.api.ts';
import { WelcomeCard } from '../onboarding/WelcomeCard.tsx';

export function PoolSection() {
  const { data: pools, isPending, isError, refetch, isFetching } = useQuery(poolsQueryOptions());

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

  const pool = selectActivePool(pools);
  if (!pool || pool.onboardingCompleted !== true) return <WelcomeCard />;
  return (
    <section aria-labelledby="pool-title" className="card">
      <h2 id="pool-title" className="text-lg font-bold">
        {pool.name}
      </h2>
      {typeof pool.volumeGallons === 'number' && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {pool.volumeGallons.toLocaleString('en-US')} gallons
        </p>
      )}
    </section>
  );
}
