// Spec §2: the permission dialog appears 2 s after home loads, when the browser can take pushes, the
// owner has not decided and was not asked before. Its code (Radix Dialog included) loads only then.
import { useEffect, useState, type ComponentType } from 'react';

/** Spec §9: notification prompt delay. */
export const PERMISSION_PROMPT_DELAY_MS = 2000;

export function DeferredPermissionDialog() {
  const [Dialog, setDialog] = useState<ComponentType | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void import('./push-subscription.ts').then(async ({ shouldAskPermission }) => {
        if (!live || !shouldAskPermission()) return;
        const { PermissionDialog } = await import('./PermissionDialog.tsx');
        if (live) setDialog(() => PermissionDialog);
      });
    }, PERMISSION_PROMPT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return Dialog ? <Dialog /> : null;
}
