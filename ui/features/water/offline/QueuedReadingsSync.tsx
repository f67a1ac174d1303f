// Sends the manual tests entered offline once the connection returns (issue 19): when a signed-in
// screen opens, when the browser comes back online, and every 30 s while some wait (the server may
// have been down). On every signed-in screen, home's first screen included, so it carries only the
// queue's key: the sending code (send-round.ts) loads when a test waits.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasQueuedReadings, READING_QUEUE_EVENT } from './reading-queue-keys.ts';

export const RETRY_QUEUED_READINGS_MS = 30_000;

export function QueuedReadingsSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (running) return;
      clearTimeout(retry);
      if (!navigator.onLine || !hasQueuedReadings()) return;
      running = true;
      try {
        const { sendRound } = await import('./send-round.ts');
        if ((await sendRound(queryClient)) > 0) retry = setTimeout(() => void run(), RETRY_QUEUED_READINGS_MS);
      } catch {
        retry = setTimeout(() => void run(), RETRY_QUEUED_READINGS_MS);
      } finally {
        running = false;
      }
    };
    const onChange = () => void run();
    void run();
    window.addEventListener('online', onChange);
    // A test queued while the browser still thought it was online (the request got no reply).
    window.addEventListener(READING_QUEUE_EVENT, onChange);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', onChange);
      window.removeEventListener(READING_QUEUE_EVENT, onChange);
    };
  }, [queryClient]);
  return null;
}
