// Full-screen 'Loading...' spinner shown while authentication (or a screen) loads (spec §2).
import { LoaderCircle } from 'lucide-react';

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600 dark:text-brand-500" />
      <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
    </div>
  );
}
