// Home section 1 when no pool is onboarded: the welcome card with 'Start Pool Setup' (spec §2).
import { Waves } from 'lucide-react';
import { useSetAtom } from '../../../state/jotai.ts';
import { onboardingOpenAtom } from './onboarding-state.ts';

export function WelcomeCard() {
  const openWizard = useSetAtom(onboardingOpenAtom);
  return (
    <section aria-labelledby="welcome-title" className="card flex flex-col items-center gap-3 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-500">
        <Waves aria-hidden="true" className="size-8" />
      </span>
      <h2 id="welcome-title" className="text-xl font-bold">
        Welcome to Clearwater
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Set up your pool profile to get treatment plans and recommendations that fit your pool.
      </p>
      <button type="button" className="btn-primary w-full" onClick={() => openWizard(true)}>
        Start Pool Setup
      </button>
    </section>
  );
}
