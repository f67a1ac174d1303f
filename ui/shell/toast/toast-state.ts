// Toast queue (spec §9): at most one toast at a time; a dismissed toast stays mounted (closed) for
// 1000000 ms before removal so Radix can animate it out. Display time (5000 ms), swipe right and F8
// are Radix Toast's defaults, set in Toaster.tsx. `toast()` works outside React too.
import { appStore, atom } from '../../state/jotai.ts';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Called once, when the toast is first on screen (its code loads with the first toast). */
  onShown?: () => void;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export const toastsAtom = atom<ToastItem[]>([]);

let nextId = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    appStore.set(toastsAtom, (toasts) => toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const toasts = appStore.get(toastsAtom);
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  appStore.set(
    toastsAtom,
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

/** Shows a toast; a newer toast replaces the one on screen (TOAST_LIMIT 1). */
export function toast(input: ToastInput): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  appStore.set(toastsAtom, (toasts) => [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) =>
      appStore.set(toastsAtom, (toasts) => toasts.map((item) => (item.id === id ? { ...item, ...next } : item))),
  };
}

/** Test helper: forget every toast and pending removal. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  appStore.set(toastsAtom, []);
}
