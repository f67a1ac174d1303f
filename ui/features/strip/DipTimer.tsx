// Dip timer for the camera test: counts the strip's reaction time down before the photo is taken.
import { useEffect, useState } from 'react';
import { DIP_WAIT_SECONDS } from './camera.ts';

export function DipTimer() {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div className="flex items-center justify-between gap-2 rounded-xl bg-slate-100 p-2 text-sm dark:bg-slate-800" role="timer" aria-live="polite">
      <span>{left === null ? `Dip the strip, then wait ${DIP_WAIT_SECONDS} s` : left > 0 ? `Read the strip in ${left} s` : 'Ready: capture now'}</span>
      <button type="button" className="btn-secondary min-h-9 shrink-0 whitespace-nowrap px-3" onClick={() => setLeft(DIP_WAIT_SECONDS)}>
        {left === null ? 'Start Dip Timer' : 'Restart'}
      </button>
    </div>
  );
}
