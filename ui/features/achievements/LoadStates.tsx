// What a tab shows while its data loads, when loading failed (spec §8's words, with Try Again, and the
// toast once), and when there is nothing to list yet.
import { useEffect, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { toast } from '../../shell/toast/use-toast.ts';

export function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="card text-sm text-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}

export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  useEffect(() => {
    toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [message]);
  return (
    <div role="alert" className="card flex flex-col gap-3">
      <p className="text-sm">{message}</p>
      <button type="button" className="btn-secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying Again...' : 'Try Again'}
      </button>
    </div>
  );
}

export function EmptyState({ Icon, title, children, action }: { Icon: LucideIcon; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-3 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 dark:bg-slate-800">
        <Icon aria-hidden="true" className="size-7 text-brand-600 dark:text-brand-500" />
      </span>
      <h3 className="text-base font-bold">{title}</h3>
      <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300">{children}</p>
      {action}
    </div>
  );
}
