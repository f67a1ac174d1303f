// What the app says without a network (issue 19: the app shell opens offline "with a clear offline
// banner"): a banner while the browser is offline, and, when the first call (who is signed in) could
// not reach the server, a screen saying so with a way to try again instead of an endless spinner.
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      You're offline. Changes are sent when you're back online.
    </p>
  );
}

export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      <WifiOff aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
      <h1 className="text-lg font-bold">{online ? "Can't reach Clearwater" : "You're offline"}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {online ? 'The server did not answer as expected. Try again in a moment.' : 'Connect to the internet to load your pool.'}
      </p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
