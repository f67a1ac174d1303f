// The onboarding dialog, loaded when 'Start Pool Setup' first opens it: Radix Dialog and its focus and
// scroll locks are about a fifth of home's own JavaScript, and a pool owner who has onboarded never
// opens it. Loaded by hand rather than with lazy() and Suspense, which can hold a reveal back 300 ms.
import { useEffect, useState, type ComponentType } from 'react';
import { useAtomValue } from '../../../state/jotai.ts';
import { onboardingOpenAtom } from './onboarding-state.ts';

let loaded: ComponentType | undefined;

export function LazyOnboardingDialog() {
  const open = useAtomValue(onboardingOpenAtom);
  const [Dialog, setDialog] = useState<ComponentType | undefined>(() => loaded);
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    void import('./OnboardingDialog.tsx').then((module) => {
      loaded = module.OnboardingDialog;
      if (live) setDialog(() => module.OnboardingDialog);
    });
    return () => {
      live = false;
    };
  }, [open, Dialog]);
  return Dialog ? <Dialog /> : null;
}
