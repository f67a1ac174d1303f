// One round of sending the tests kept offline, as QueuedReadingsSync runs it (loaded only when a test
// waits): one tab at a time (Web Locks, where the browser has them; the Idempotency-Key each test
// carries makes a second send harmless anyway), the owner told what was sent or refused, and the
// pools' data refreshed. Returns how many tests still wait.
import type { QueryClient } from '@tanstack/react-query';
import { refreshPool } from '../../../api/pools.api.ts';
import { createReading } from '../../../api/water.api.ts';
import { toastRound } from './queued-readings-toasts.ts';
import { sendQueuedReadings } from './send-queued-readings.ts';

const LOCK_NAME = 'clearwater:queued-readings';

async function sendAndReport(queryClient: QueryClient): Promise<number> {
  const round = await sendQueuedReadings((reading) => createReading(reading.poolId, reading.values, new Date(reading.enteredAt), reading.idempotencyKey));
  toastRound(round);
  const pools = new Set([...round.sent, ...round.refused.map(({ reading }) => reading)].map((reading) => reading.poolId));
  await Promise.all([...pools].map((poolId) => refreshPool(queryClient, poolId)));
  return round.waiting;
}

export function sendRound(queryClient: QueryClient): Promise<number> {
  const locks = typeof navigator.locks?.request === 'function' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, () => sendAndReport(queryClient)) : sendAndReport(queryClient);
}
