// The notification permission dialog (spec §2, issue 19): asks once whether to send reminders. Allowing
// asks the browser from this tap and subscribes; either answer stores the 'asked' flag. On iPhone
// Safari, where web push works only in the home-screen app, it says how to install it instead.
import * as Dialog from '@radix-ui/react-dialog';
import { Bell, Share } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../shell/toast/toast-state.ts';
import { enablePush, markPermissionAsked, needsHomeScreenInstall } from './push-subscription.ts';
import { toastEnableResult } from './push-toasts.ts';

export function PermissionDialog() {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const install = needsHomeScreenInstall();

  const later = () => {
    markPermissionAsked();
    setOpen(false);
    toast({ title: 'Notifications Disabled', description: 'You can turn them on any time in Settings.' });
  };

  const allow = async () => {
    markPermissionAsked();
    setBusy(true);
    const result = await enablePush();
    setBusy(false);
    setOpen(false);
    toastEnableResult(result);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && later()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/4 z-50 mx-auto flex max-w-sm flex-col gap-3 rounded-2xl bg-white p-5 dark:bg-slate-900">
          <Bell aria-hidden="true" className="size-8 text-sky-600 dark:text-sky-400" />
          <Dialog.Title className="text-lg font-bold">Get pool reminders</Dialog.Title>
          {install ? (
            <Dialog.Description className="text-sm">
              On iPhone, reminders work from the Clearwater app on your Home Screen: tap <Share aria-label="Share" className="inline size-4 align-text-bottom" />{' '}
              Share, then 'Add to Home Screen', and open Clearwater from there.
            </Dialog.Description>
          ) : (
            <Dialog.Description className="text-sm">
              A notification when a chemical's wait is over, when the pool is safe to swim, and when maintenance is due.
            </Dialog.Description>
          )}
          <div className="flex gap-3">
            <button type="button" className="btn-secondary flex-1 whitespace-nowrap" onClick={later}>
              Maybe Later
            </button>
            {!install && (
              <button type="button" className="btn-primary flex-1 whitespace-nowrap disabled:opacity-50" disabled={busy} onClick={() => void allow()}>
                {busy ? 'Enabling...' : 'Enable'}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
