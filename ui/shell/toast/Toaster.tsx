// Renders the toast queue with Radix Toast: 5000 ms, swipe right to dismiss, F8 focuses the viewport.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useToast } from './use-toast.ts';

const TOAST_DURATION_MS = 5000;
/** Toasts whose onShown has been called. */
const shown = new Set<string>();

export function Toaster() {
  const { toasts, dismiss } = useToast();
  useEffect(() => {
    for (const item of toasts) {
      if (!item.open || shown.has(item.id)) continue;
      shown.add(item.id);
      item.onShown?.();
    }
  }, [toasts]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg ' +
            (item.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50')
          }
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-lg opacity-70 hover:opacity-100 focus-visible:outline-2"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 left-0 z-[100] mx-auto flex max-h-screen w-full max-w-md flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
