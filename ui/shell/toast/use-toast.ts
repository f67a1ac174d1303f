// React access to the toast queue: `const { toast, dismiss, toasts } = useToast()`.
import { useAtomValue } from '../../state/jotai.ts';
import { dismissToast, toast, toastsAtom, type ToastItem } from './toast-state.ts';

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const toasts = useAtomValue(toastsAtom);
  return { toasts, toast, dismiss: dismissToast };
}

export { toast, dismissToast };
