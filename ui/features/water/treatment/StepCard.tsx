// One treatment step (spec §2): chemical, priority badge, reason, dosage, instructions, warnings and
// wait time. Only the ready step of an active plan shows 'Added Chemical' (disabled while pending); a
// step without a chemical (a partial drain, a test) shows 'Done' instead. Amounts in the owner's units,
// in the dosage and in the instructions and warnings the plan wrote ('about 10 lb at a time').
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { dosageInUnits, textInUnits, type UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import type { StepDisplayState } from '../../../../domain/chemistry/index.ts';
import type { TreatmentStepView } from '../../../api/water.api.ts';
import { PriorityBadge } from './PriorityBadge.tsx';

const STATE_TEXT: Record<Exclude<StepDisplayState, 'ready'>, string> = {
  completed: 'Completed',
  timer_waiting: 'Waiting for the safety timer',
  waiting: 'Waiting for the previous step',
};

/** A step with no product (a drain, a test) is marked 'Done' rather than 'Added Chemical'. */
export const isChemicalStep = (step: { product?: string | null }) => step.product !== null;

interface StepCardProps {
  step: TreatmentStepView;
  units: UnitSystem;
  number: number;
  state: StepDisplayState;
  canComplete: boolean;
  pending: boolean;
  onComplete: () => void;
}

export function StepCard({ step, units, number, state, canComplete, pending, onComplete }: StepCardProps) {
  const done = state === 'completed';
  const dosage = dosageInUnits(step.dosage, units);
  return (
    <li className={`rounded-xl border p-3 ${state === 'ready' ? 'border-brand-500' : 'border-slate-200 dark:border-slate-700'}`} data-state={state}>
      <div className="flex items-center gap-2">
        <span className="flex size-6 items-center justify-center rounded-full bg-slate-200 text-xs font-bold dark:bg-slate-700">{number}</span>
        <h5 className="flex-1 text-sm font-semibold">{step.chemical}</h5>
        <PriorityBadge priority={step.priority} />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{textInUnits(step.reason, units)}</p>
      {!done && (
        <>
          <p className="mt-2 text-sm font-medium">{step.dosage.unit === 'none' ? dosage : `Dosage: ${dosage}`}</p>
          {step.instructions.length > 0 && (
            <ol className="mt-1 list-decimal pl-5 text-sm">
              {step.instructions.map((line) => (
                <li key={line}>{textInUnits(line, units)}</li>
              ))}
            </ol>
          )}
          {step.warnings && step.warnings.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1 text-sm text-amber-800 dark:text-amber-300">
              {step.warnings.map((warning) => (
                <li key={warning} className="flex gap-2">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {textInUnits(warning, units)}
                </li>
              ))}
            </ul>
          )}
          {step.waitTimeBeforeNext > 0 && (
            <p className="mt-2 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
              <Clock aria-hidden="true" className="size-3.5" /> Wait {step.waitTimeBeforeNext} min before the next step
            </p>
          )}
        </>
      )}
      {state === 'ready' ? (
        canComplete && (
          <button type="button" className="btn-primary mt-3 w-full" disabled={pending} onClick={onComplete}>
            {pending ? 'Recording...' : isChemicalStep(step) ? 'Added Chemical' : 'Done'}
          </button>
        )
      ) : (
        <p className="mt-2 flex items-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
          {done && <CircleCheck aria-hidden="true" className="size-4 text-green-700 dark:text-green-400" />}
          {STATE_TEXT[state]}
        </p>
      )}
    </li>
  );
}
