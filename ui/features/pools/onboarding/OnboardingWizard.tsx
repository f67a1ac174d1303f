// The seven-step pool onboarding wizard (spec §2, §4, §5): progress bar, Cancel on step 1, Previous and
// Next, 'Complete Setup' on step 7. Next on step 1 checks name and volume and stays there, with the
// 'Missing Information' toast and the message under each field, until they are right; completing checks
// them again, POSTs the full profile with onboardingCompleted true, then closes and refreshes the pool
// list. Loaded lazily with the dialog. The volume is asked in the owner's units, so the wizard starts
// once their preferences have answered.
import * as Dialog from '@radix-ui/react-dialog';
import * as Progress from '@radix-ui/react-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createPool, refreshPool } from '../../../api/pools.api.ts';
import { endsSession } from '../../users/unauthorized.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import {
  basicInfoErrors, canCompleteOnboarding, emptyPoolForm, NAME_AND_VOLUME_MESSAGE, poolPayload, type PoolForm, type SetPoolField,
} from '../pool-form/pool-form.ts';
import { POOL_FORM_SECTIONS } from '../pool-form/PoolFormSections.tsx';
import { ReviewSection } from './ReviewSection.tsx';
import { SetupLoading } from './SetupLoading.tsx';
import { browserTimeZone } from '../../../api/browser-time-zone.ts';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { useLoadedUnits } from '../../settings/use-preferences.ts';

export const WIZARD_STEP_TITLES = [...POOL_FORM_SECTIONS.map((section) => section.title), 'Review & Complete'];
const LAST_STEP = WIZARD_STEP_TITLES.length - 1;

export default function OnboardingWizard({ onClose }: { onClose: () => void }) {
  const units = useLoadedUnits();
  if (!units) return <SetupLoading />;
  return <Wizard units={units} onClose={onClose} />;
}

function Wizard({ units, onClose }: { units: UnitSystem; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<PoolForm>(() => emptyPoolForm(units));
  // Step 1's messages show from the first Next that finds a problem, and follow the typing after that.
  const [refusedNexts, setRefusedNexts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const set: SetPoolField = (key, value) => setForm((current) => ({ ...current, [key]: value }));
  const queryClient = useQueryClient();
  const create = useMutation({
    // The browser's zone dates the starting schedule when the pool's location gives none.
    mutationFn: () => createPool({ ...poolPayload(form, units), onboardingCompleted: true, timeZone: browserTimeZone() }),
    // Onboarding may complete a pool that already has tests: its plan was re-issued for the new profile.
    onSuccess: async (pool) => {
      await refreshPool(queryClient, pool.id);
      onClose();
    },
    onError: (error) =>
      !endsSession(error) &&
      toast({ title: 'Setup Failed', description: 'There was an error creating your pool profile. Please try again.', variant: 'destructive' }),
  });

  const missingInformation = () => toast({ title: 'Missing Information', description: NAME_AND_VOLUME_MESSAGE, variant: 'destructive' });
  const complete = () => {
    if (canCompleteOnboarding(form, units)) create.mutate();
    else missingInformation();
  };
  const errors = step === 0 && refusedNexts > 0 ? basicInfoErrors(form, units) : {};
  // Each refused Next takes the reader to the first field to fix.
  useEffect(() => {
    if (refusedNexts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedNexts]);
  const next = () => {
    if (step > 0 || canCompleteOnboarding(form, units)) {
      setStep(step + 1);
      return;
    }
    missingInformation();
    setRefusedNexts((count) => count + 1);
  };
  const section = POOL_FORM_SECTIONS[step];
  const title = WIZARD_STEP_TITLES[step] ?? '';
  const percent = ((step + 1) / WIZARD_STEP_TITLES.length) * 100;

  return (
    <form
      ref={formRef}
      className="flex min-h-0 flex-1 flex-col"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === LAST_STEP) complete();
        else next();
      }}
    >
      <div className="flex flex-col gap-2 border-b border-slate-200 p-4 dark:border-slate-800">
        <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
          Step {step + 1} of {WIZARD_STEP_TITLES.length}
        </Dialog.Description>
        <Progress.Root
          value={percent}
          aria-label="Setup progress"
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <Progress.Indicator className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </Progress.Root>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {section ? <section.Component form={form} set={set} units={units} errors={errors} /> : <ReviewSection form={form} units={units} />}
      </div>
      <div className="flex gap-3 border-t border-slate-200 p-4 dark:border-slate-800">
        {/* The back button takes its own width, so 'Complete Setup' fits on one line at 390 px. */}
        {step === 0 ? (
          <button type="button" className="btn-secondary shrink-0 px-5" onClick={onClose}>
            Cancel
          </button>
        ) : (
          <button type="button" className="btn-secondary shrink-0 px-5" onClick={() => setStep(step - 1)}>
            Previous
          </button>
        )}
        <button type="submit" className="btn-primary flex-1 whitespace-nowrap" disabled={create.isPending}>
          {step < LAST_STEP ? 'Next' : create.isPending ? 'Saving...' : 'Complete Setup'}
        </button>
      </div>
    </form>
  );
}
