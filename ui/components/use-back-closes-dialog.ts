// Back (the browser's, or Android's back gesture) closes an open dialog instead of leaving the screen.
// Opening pushes a history entry with a marker in its state and the same URL, so the router sees no
// new route; Back pops it and the popstate closes the dialog. A dialog closed any other way takes its
// entry back off (history.back()) when it is still on top, a task later: React's development double
// effects re-open in between and keep it, and a close followed by a navigation finds the router's new
// entry on top instead and leaves the history alone (see dialogEntryOnTop).
import { useEffect, useEffectEvent, useId, useRef } from 'react';

const MARKER = 'clearwaterDialog';
/** TanStack Router numbers its entries; the dialog's entry takes the next number, as a route's would. */
const ROUTER_INDEX = '__TSR_index';

const currentState = (): Record<string, unknown> => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

const markerOnTop = (): unknown => currentState()[MARKER];

function pushDialogEntry(id: string): void {
  const state = currentState();
  const index = state[ROUTER_INDEX];
  window.history.pushState({ ...state, [MARKER]: id, ...(typeof index === 'number' ? { [ROUTER_INDEX]: index + 1 } : {}) }, '');
}

/** True while an open (or just closed) dialog's entry is the current one: navigating away should replace it. */
export const dialogEntryOnTop = (): boolean => markerOnTop() !== undefined;

export function useBackClosesDialog(open: boolean, close: () => void): void {
  const id = useId();
  const onBack = useEffectEvent(close);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    clearTimeout(leaving.current);
    if (markerOnTop() !== id) pushDialogEntry(id);
    const onPopState = () => {
      if (markerOnTop() !== id) onBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      leaving.current = setTimeout(() => {
        if (markerOnTop() === id) window.history.back();
      }, 0);
    };
  }, [open, id]);
}
