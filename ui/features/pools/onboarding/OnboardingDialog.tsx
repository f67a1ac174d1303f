// Host for the seven-step pool onboarding wizard (spec §2); opens from 'Start Pool Setup'. The wizard
// (and the pool option lists it brings) loads only when the dialog opens, keeping home light. Back
// closes it, as it does the water-test dialogs.
import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense } from 'react';
import { useBackClosesDialog } from '../../../components/use-back-closes-dialog.ts';
import { useAtom } from '../../../state/jotai.ts';
import { onboardingOpenAtom } from './onboarding-state.ts';
import { SetupLoading } from './SetupLoading.tsx';

const OnboardingWizard = lazy(() => import('./OnboardingWizard.tsx'));

export function OnboardingDialog() {
  const [open, setOpen] = useAtom(onboardingOpenAtom);
  useBackClosesDialog(open, () => setOpen(false));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-0 z-50 mx-auto flex max-w-md flex-col bg-white sm:inset-y-6 sm:rounded-2xl dark:bg-slate-900"
        >
          <Suspense fallback={<SetupLoading />}>
            {open && <OnboardingWizard onClose={() => setOpen(false)} />}
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
