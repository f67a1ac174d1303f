// The current time in epoch ms, refreshed every `intervalMs` (the treatment view's 60 s clock, spec §9).
import { useEffect, useState } from 'react';

export const TREATMENT_CLOCK_MS = 60_000;

export function useNow(intervalMs: number = TREATMENT_CLOCK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
