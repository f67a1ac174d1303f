// The treatment plan view (spec §2, §4): 'Treatment Plan' with a status badge and the summary, the
// swim-safe text, 'Treatment in Progress' timers, 'Next Steps' with the Recommendations list card while
// steps remain, and after the last step either the
// wait for the safety timers or the final 'Test Water Quality' step. A plan canceled with its test says
// so and shows only the timers its chemicals still run; a plan whose test had no free chlorine never
// says swimming is safe. Fetches the plan itself only when none is passed in (spec §7); the clock
// refreshes every 60 s. Doses show in the owner's units.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, ShieldCheck } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import {
  planProgress,
  stepDisplayState,
  swimSafeAt,
  swimSafeText,
  visibleTimers,
} from '../../../../domain/chemistry/index.ts';
import type { PoolId } from '../../../api/pools.api.ts';
import { completeTreatmentStep, treatmentPlanQueryOptions, type TreatmentPlanView as Plan } from '../../../api/water.api.ts';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { LazyRecommendationsCard } from '../../catalogue/LazyHomeParts.tsx';
import { endsSession } from '../../users/unauthorized.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import { isChemicalStep, StepCard } from './StepCard.tsx';
import { TimerList } from './TimerList.tsx';
import { useNow } from './use-now.ts';

interface TreatmentPlanViewProps {
  poolId: PoolId;
  /** The plan when the caller already has it; undefined makes the view fetch it. */
  plan?: Plan | null;
  /** The owner's units (Settings): doses in fl oz, oz and lb, or mL and g. */
  units?: UnitSystem;
}

export function TreatmentPlanView({ poolId, plan: given, units = 'imperial' }: TreatmentPlanViewProps) {
  const query = useQuery({ ...treatmentPlanQueryOptions(poolId), enabled: given === undefined });
  const plan = given === undefined ? query.data : given;
  if (!plan) return null;
  return <PlanBody poolId={poolId} plan={plan} units={units} />;
}

function useCompleteStep(poolId: PoolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: { id: string; product?: string | null }) => completeTreatmentStep(poolId, step.id),
    onSuccess: async (_reply, step) => {
      toast(isChemicalStep(step)
        ? { title: 'Chemical added', description: 'Chemical addition recorded. Safety timer started.' }
        : { title: 'Step done', description: 'Marked as done.' });
      await queryClient.invalidateQueries({ queryKey: treatmentPlanQueryOptions(poolId).queryKey });
    },
    onError: (error) => {
      console.error('Failed to record chemical addition', error);
      if (endsSession(error)) return;
      toast({ title: 'Error', description: 'Failed to record chemical addition. Please try again.', variant: 'destructive' });
    },
  });
}

function PlanBody({ poolId, plan, units }: { poolId: PoolId; plan: Plan; units: UnitSystem }) {
  const now = useNow();
  const complete = useCompleteStep(poolId);
  const timers = visibleTimers(plan.activeTimers, now);
  const active = plan.status === 'active';
  const progress = planProgress(plan.steps, plan.activeTimers, now, plan.needsChlorineTest === true);
  if (plan.status === 'canceled') return <CanceledPlan timers={<TimerList timers={timers} now={now} />} />;
  return (
    <section id="treatment-plan" aria-labelledby="treatment-plan-title" className="flex scroll-mt-20 flex-col gap-3">
      <PlanHeading status={plan.status} />
      <p className="text-sm">{plan.summary}</p>
      {typeof plan.safeToSwimAt === 'number' && !Number.isNaN(plan.safeToSwimAt) && (
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="swim-safe">
          <ShieldCheck aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />
          {swimSafeText(swimSafeAt(plan, plan.activeTimers, now), now, plan.needsChlorineTest === true)}
        </p>
      )}
      {plan.steps.length === 0 ? (
        <div className="rounded-xl bg-green-50 p-3 text-sm dark:bg-green-950">
          <p className="font-semibold">No treatment steps needed</p>
          <p>Your pool chemistry is balanced!</p>
        </div>
      ) : (
        <>
          <TimerList timers={timers} now={now} />
          <section aria-labelledby="next-steps-title" className="flex flex-col gap-2">
            <h4 id="next-steps-title" className="text-sm font-semibold">
              Next Steps
            </h4>
            <ol className="flex flex-col gap-2">
              {plan.steps.map((step, index) => (
                <StepCard
                  key={step.id}
                  step={step}
                  units={units}
                  number={index + 1}
                  state={stepDisplayState(plan.steps, index, plan.activeTimers, now)}
                  canComplete={active}
                  pending={complete.isPending}
                  onComplete={() => complete.mutate(step)}
                />
              ))}
            </ol>
          </section>
          {active && plan.steps.some((step) => !step.completed) && (
            <Suspense>
              <LazyRecommendationsCard poolId={poolId} units={units} />
            </Suspense>
          )}
          {progress.state === 'awaiting_timers' && <p className="text-sm">{progress.message}</p>}
          {progress.state === 'done' && (
            <div className="rounded-xl border border-green-600 p-3">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <FlaskConical aria-hidden="true" className="size-4" /> {progress.title}
              </p>
              <p className="text-sm">{progress.message}</p>
              {/* /pools/{id}/test belongs to the water test screen's issue; a plain link works before it lands. */}
              <a href={`/pools/${encodeURIComponent(String(poolId))}/test`} className="btn-primary mt-2 w-full">
                {progress.title}
              </a>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** A plan canceled because its test was deleted: what happened, and any safety timer its chemicals still run. */
function CanceledPlan({ timers }: { timers: ReactNode }) {
  return (
    <section id="treatment-plan" aria-labelledby="treatment-plan-title" className="flex scroll-mt-20 flex-col gap-3">
      <PlanHeading status="canceled" />
      <p className="text-sm">This plan was canceled because the test it was made from was deleted.</p>
      {timers}
    </section>
  );
}

const BADGE = {
  active: 'bg-brand-100 text-brand-700 dark:bg-brand-700 dark:text-white',
  completed: 'bg-brand-100 text-brand-700 dark:bg-brand-700 dark:text-white',
  canceled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

/** 'Treatment Plan' with the plan's status badge. */
function PlanHeading({ status }: { status: Plan['status'] }) {
  return (
    <div className="flex items-center gap-2">
      <h3 id="treatment-plan-title" className="flex-1 text-base font-bold">
        Treatment Plan
      </h3>
      {/* CSS capitalises the API's status word; a canceled plan's badge is written out. */}
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${BADGE[status]}`}>{status === 'canceled' ? 'Canceled' : status}</span>
    </div>
  );
}
