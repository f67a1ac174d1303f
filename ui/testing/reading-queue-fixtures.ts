// Test support for the offline reading queue (ui/features/water/offline): a Storage in memory and a
// queued manual test.
import type { QueueStorage, QueuedReading } from '../features/water/offline/reading-queue.ts';

export function memoryStorage(): QueueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function aQueuedReading(key: string, overrides: Partial<QueuedReading> = {}): QueuedReading {
  return {
    idempotencyKey: key,
    poolId: 'pool-1',
    enteredAt: '2026-06-01T10:00:00.000Z',
    values: { ph: 7.3, freeChlorinePpm: 1.5, totalChlorinePpm: null, totalAlkalinityPpm: null, cyaPpm: null, calciumHardnessPpm: null, temperatureF: null, notes: null },
    ...overrides,
  };
}
