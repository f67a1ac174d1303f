// The app's toast viewport, loaded with the first toast: Radix Toast is about a tenth of the first
// screen's JavaScript, and most visits show no toast. Once loaded it stays mounted (a closed toast
// animates out there). toast() only writes the queue, so a toast raised before the module arrives
// shows as soon as it does. Loaded by hand rather than with lazy() and Suspense, since React holds back
// a revealed Suspense boundary for up to 300 ms, and the logged-out toast has 500 ms to be read.
import { useEffect, useState, type ComponentType } from 'react';
import { useAtomValue } from '../../state/jotai.ts';
import { toastsAtom } from './toast-state.ts';

let loaded: ComponentType | undefined;

export function LazyToaster() {
  const anyToast = useAtomValue(toastsAtom).length > 0;
  const [Toaster, setToaster] = useState<ComponentType | undefined>(() => loaded);
  useEffect(() => {
    if (!anyToast || Toaster) return;
    let live = true;
    void import('./Toaster.tsx').then((module) => {
      loaded = module.Toaster;
      if (live) setToaster(() => module.Toaster);
    });
    return () => {
      live = false;
    };
  }, [anyToast, Toaster]);
  return Toaster ? <Toaster /> : null;
}
