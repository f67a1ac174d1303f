// The test screen's list of this pool's tests entered offline and not yet sent (issue 19), so the owner
// sees they were kept; each leaves the list when the server has it. Follows the queue in this tab (its
// change event) and in others ('storage').
import { CloudUpload } from 'lucide-react';
import { useMemo, useSyncExternalStore } from 'react';
import { formatReadingTime, formatValue } from '../test-screen/reading-format.ts';
import { parseQueue, READING_QUEUE_EVENT, READING_QUEUE_KEY } from './reading-queue.ts';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === READING_QUEUE_KEY) onChange();
  };
  window.addEventListener(READING_QUEUE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(READING_QUEUE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const storedQueue = (): string | null => localStorage.getItem(READING_QUEUE_KEY);

export function QueuedReadingsNotice({ poolId }: { poolId: string }) {
  const stored = useSyncExternalStore(subscribe, storedQueue, () => null);
  const waiting = useMemo(() => parseQueue(stored).filter((reading) => reading.poolId === poolId), [stored, poolId]);
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="queued-tests-title" className="card flex flex-col gap-2 border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40">
      <h2 id="queued-tests-title" className="flex items-center gap-2 text-base font-bold">
        <CloudUpload aria-hidden="true" className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
        Waiting to Send
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {waiting.length === 1 ? 'This test was' : `These ${waiting.length} tests were`} entered offline and will be sent when you're back online.
      </p>
      <ul className="flex flex-col gap-1">
        {waiting.map((reading) => (
          <li key={reading.idempotencyKey} data-testid="queued-test" className="flex flex-col text-sm">
            <span className="font-semibold">{formatReadingTime(reading.enteredAt)}</span>
            <span className="text-slate-700 dark:text-slate-200">Manual entry · pH {formatValue(reading.values.ph)} · FC {formatValue(reading.values.freeChlorinePpm, ' ppm')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
