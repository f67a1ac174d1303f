// Host for the seven-step pool onboarding wizard (spec §2). The wizard's steps are not built yet, so for
// now the dialog says so plainly instead of pretending; it opens from 'Start Pool Setup'.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useAtom } from '../../state/jotai.ts';
import { onboardingOpenAtom } from './onboarding-state.ts';

export function OnboardingDialog() {
  const [open, setOpen] = useAtom(onboardingOpenAtom);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2">
          <Dialog.Title className="pr-10 text-lg font-bold">Pool Setup</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            The pool setup wizard is not available in this version yet.
          </Dialog.Description>
          <Dialog.Close aria-label="Close" className="btn-icon absolute top-2 right-2">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
