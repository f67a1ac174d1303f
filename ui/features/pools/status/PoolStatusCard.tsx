// The pool status card (spec §2): Overall Status, equipment summary, the Water Chemistry panel of the
// latest reading, the active treatment plan, then 'Pool Chemistry Balanced' or Treatment Needed.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { overallStatus } from '../../../../domain/chemistry/index.ts';
import type { PoolSummary } from '../../../api/pools.api.ts';
import { chemistryInputOf, latestReadingQueryOptions, treatmentPlanQueryOptions } from '../../../api/water.api.ts';
import { WaterChemistryPanel } from '../../water/chemistry/WaterChemistryPanel.tsx';
import { TreatmentPlanView } from '../../water/treatment/TreatmentPlanView.tsx';
import { EquipmentSummaryCard } from './EquipmentSummaryCard.tsx';
import { OverallStatusCard } from './OverallStatusCard.tsx';

export function PoolStatusCard({ pool }: { pool: PoolSummary }) {
  const reading = useQuery(latestReadingQueryOptions(pool.id)).data;
  const plan = useQuery(treatmentPlanQueryOptions(pool.id)).data;
  const treating = plan?.status === 'active' && plan.steps.some((step) => !step.completed);
  const status = overallStatus(reading ?? null, treating);
  const balanced = Boolean(plan?.summary) && status.level === 'good';
  return (
    <section aria-labelledby="pool-title" className="card flex flex-col gap-4">
      <div>
        <h2 id="pool-title" className="text-lg font-bold">
          {pool.name}
        </h2>
        {typeof pool.volumeGallons === 'number' && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{pool.volumeGallons.toLocaleString('en-US')} gallons</p>
        )}
      </div>
      <OverallStatusCard status={status} />
      <EquipmentSummaryCard />
      <WaterChemistryPanel reading={reading ? chemistryInputOf(reading) : null} />
      <Link to="/history" className="self-end text-sm font-semibold text-brand-700 underline dark:text-brand-100">
        View chemistry history
      </Link>
      {plan && <TreatmentPlanView poolId={pool.id} plan={plan} />}
      {balanced ? (
        <div className="rounded-xl bg-green-50 p-3 dark:bg-green-950">
          <p className="text-sm font-semibold">Pool Chemistry Balanced</p>
          <p className="text-sm">{plan?.summary}</p>
        </div>
      ) : (
        <div id="treatment-needed" className="flex scroll-mt-20 flex-col gap-2 rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <p className="text-sm font-semibold">Treatment Needed</p>
          <p className="text-sm">
            {reading ? 'Follow the plan above, then test again.' : 'No test results yet. Add a test reading to get a treatment plan.'}
          </p>
          <Link to="/test" className="btn-primary w-full">
            Add Test Reading
          </Link>
        </div>
      )}
    </section>
  );
}
