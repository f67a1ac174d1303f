// The pool status card (spec §2): Overall Status, equipment summary, the Water Chemistry panel of the
// latest reading, the treatment plan, then 'Pool Chemistry Balanced' or Treatment Needed. Status, panel
// and plan are judged against the same targets (the pool's CYA), so they tell one story; the Treatment
// Needed text says what is true of the plan (active, done, or canceled with its test).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { volumeText } from '../../../../domain/chemistry/display-units.ts';
import { overallStatus } from '../../../../domain/chemistry/index.ts';
import type { PoolSummary } from '../../../api/pools.api.ts';
import {
  chemistryInputOf, latestReadingQueryOptions, treatmentPlanQueryOptions, type TreatmentPlanView,
} from '../../../api/water.api.ts';
import { usePreferences } from '../../settings/use-preferences.ts';
import { useWaterTargets } from '../../water/chemistry/use-water-targets.ts';
import { WaterChemistryPanel } from '../../water/chemistry/WaterChemistryPanel.tsx';
import { TreatmentPlanView as PlanView } from '../../water/treatment/TreatmentPlanView.tsx';
import { EquipmentSummaryCard } from './EquipmentSummaryCard.tsx';
import { OverallStatusCard } from './OverallStatusCard.tsx';

/** What the Treatment Needed card says, from the latest reading and the current plan. */
export function treatmentNeededText(hasReading: boolean, plan: TreatmentPlanView | null | undefined): string {
  // The plan view above says why it was canceled.
  if (plan?.status === 'canceled') return 'Add a test reading to get a new treatment plan.';
  if (!hasReading) return 'No test results yet. Add a test reading to get a treatment plan.';
  if (plan?.status === 'active' && plan.steps.some((step) => !step.completed)) return 'Follow the plan above, then test again.';
  return 'Test again to see where your water stands now.';
}

export function PoolStatusCard({ pool }: { pool: PoolSummary }) {
  const reading = useQuery(latestReadingQueryOptions(pool.id)).data;
  const plan = useQuery(treatmentPlanQueryOptions(pool.id)).data;
  const targets = useWaterTargets(pool.id);
  const { units } = usePreferences();
  const treating = plan?.status === 'active' && plan.steps.some((step) => !step.completed);
  const status = targets ? overallStatus(reading ?? null, treating, targets) : undefined;
  const balanced = plan?.status !== 'canceled' && Boolean(plan?.summary) && status?.level === 'good';
  return (
    <section aria-labelledby="pool-title" className="card flex flex-col gap-4">
      <div>
        <h2 id="pool-title" className="text-lg font-bold">
          {pool.name}
        </h2>
        {typeof pool.volumeGallons === 'number' && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{volumeText(pool.volumeGallons, units)}</p>
        )}
      </div>
      {status ? <OverallStatusCard status={status} /> : <div className="h-16 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-hidden="true" />}
      <EquipmentSummaryCard poolId={pool.id} />
      {targets && <WaterChemistryPanel reading={reading ? chemistryInputOf(reading) : null} targets={targets} readingId={reading?.id} units={units} />}
      <Link to="/history" className="self-end text-sm font-semibold text-brand-700 underline dark:text-brand-100">
        View chemistry history
      </Link>
      {plan && <PlanView poolId={pool.id} plan={plan} units={units} />}
      {balanced ? (
        <div className="rounded-xl bg-green-50 p-3 dark:bg-green-950">
          <p className="text-sm font-semibold">Pool Chemistry Balanced</p>
          <p className="text-sm">{plan?.summary}</p>
        </div>
      ) : (
        <div id="treatment-needed" className="flex scroll-mt-20 flex-col gap-2 rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <p className="text-sm font-semibold">Treatment Needed</p>
          <p className="text-sm">{treatmentNeededText(Boolean(reading), plan)}</p>
          <Link to="/test" className="btn-primary w-full">
            Add Test Reading
          </Link>
        </div>
      )}
    </section>
  );
}
