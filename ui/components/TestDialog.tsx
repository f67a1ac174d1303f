// The frame every water-test dialog shares: a Radix dialog (full-screen on phones when asked), its
// title, and the per-modal error boundary. Content unmounts on close, so each opening starts fresh.
// Back closes it (use-back-closes-dialog.ts), and a field marked data-autofocus takes the first focus.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ModalErrorBoundary } from './ModalErrorBoundary.tsx';
import { useBackClosesDialog } from './use-back-closes-dialog.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** For the crash toast: '{name} interface crashed. Please try again.' */
  name: string;
  fullScreen?: boolean;
  children: ReactNode;
}

/** Radix focuses the first focusable element (the Close button) unless a field asks to go first. */
function focusMarkedField(event: Event) {
  const field = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLElement>('[data-autofocus]') : null;
  if (!field) return;
  event.preventDefault();
  field.focus();
}

export function TestDialog({ open, onOpenChange, title, name, fullScreen = false, children }: Props) {
  useBackClosesDialog(open, () => onOpenChange(false));
  const frame = fullScreen
    ? 'fixed inset-0 z-50 mx-auto flex max-w-md flex-col overflow-y-auto bg-white dark:bg-slate-900'
    : 'fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[92dvh] max-w-md -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white dark:bg-slate-900';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className={frame} aria-describedby={undefined} onOpenAutoFocus={focusMarkedField}>
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="btn-icon" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <ModalErrorBoundary name={name} onCrash={() => onOpenChange(false)}>
            <div className="flex flex-1 flex-col gap-4 p-4">{children}</div>
          </ModalErrorBoundary>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
