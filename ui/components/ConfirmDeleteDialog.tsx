// The confirmation every delete asks for: an alert dialog with its title, what goes, an optional note,
// and Cancel / Delete ('Deleting...' while the request runs). Back closes it. The caller owns the
// mutation and its toasts.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useBackClosesDialog } from './use-back-closes-dialog.ts';

interface Props {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown under the description, e.g. a warning of what else the delete undoes. */
  children?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ open, title, description, children, pending, onConfirm, onClose }: Props) {
  useBackClosesDialog(open, onClose);
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content role="alertdialog" className="fixed inset-x-4 top-1/3 z-50 mx-auto flex max-w-sm flex-col gap-3 rounded-2xl bg-white p-4 dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm">{description}</Dialog.Description>
          {children}
          <div className="flex gap-3">
            <Dialog.Close className="btn-secondary flex-1">Cancel</Dialog.Close>
            <button type="button" className="btn-primary flex-1 bg-red-600 hover:bg-red-700" disabled={pending} onClick={onConfirm}>
              {pending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
