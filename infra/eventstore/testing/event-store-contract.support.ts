// Helpers shared by the parts of the event store contract suite (event-store.contract.ts).
import { randomUUID } from 'node:crypto';
import { START } from '../event-store.ts';
import type { EventData, EventStore, Position, RecordedEvent } from '../event-store.ts';

/** Extra powers a backend may offer so the contract can stage a late commit. */
export interface LateCommitCapability {
  /** Appends inside a transaction that stays open (holding its position) until commit(). */
  beginHeldAppend(stream: string, events: readonly EventData[]): Promise<{ commit(): Promise<void> }>;
}

export interface ContractSubject {
  readonly store: EventStore;
  close(): Promise<void>;
  readonly lateCommit?: LateCommitCapability;
  /** Why the late-commit case cannot be staged on this backend (shown in the test name). */
  readonly lateCommitNotApplicable?: string;
}

export type OpenSubject = () => Promise<ContractSubject>;

export function newEvent(type = 'ContractTested', data: unknown = { at: Date.now() }): EventData {
  return { id: randomUUID(), type, data, metadata: { correlationId: randomUUID() } };
}

export function newEvents(count: number, type?: string): EventData[] {
  return Array.from({ length: count }, (_, i) => newEvent(type, { i }));
}

export function uniqueStream(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

export const sleep = (ms: number): Promise<'timeout'> => new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Reads $all after `from` until every id in `ids` has been seen, and returns what was read.
 * $all may show a commit a little late (a gap-safe store holds back events behind any older
 * transaction still running, even one in another database of the same server), never early.
 */
export async function readAllUntil(store: EventStore, from: Position, ids: readonly string[], timeoutMs = 10_000): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  const missing = new Set(ids);
  const deadline = Date.now() + timeoutMs;
  for (let position = from; ; ) {
    const page = await store.readAll({ fromPosition: position, maxCount: 1000 });
    for (const event of page) missing.delete(event.id);
    seen.push(...page);
    position = page.at(-1)?.position ?? position;
    if (missing.size === 0) return seen;
    if (page.length === 0 && Date.now() > deadline) throw new Error(`$all did not show ${missing.size} of ${ids.length} events within ${timeoutMs} ms`);
    if (page.length === 0) await sleep(20);
  }
}

/**
 * A checkpoint after everything appended so far: appends a marker and waits until $all shows it.
 * Every append that finished before the marker's began sorts before it, so reads from here see
 * only what a test appends next.
 */
export async function settledHead(store: EventStore): Promise<Position> {
  const marker = newEvent('ContractMarker');
  const { position } = await store.append(uniqueStream('marker'), [marker]);
  await readAllUntil(store, settledHeads.get(store) ?? START, [marker.id]);
  settledHeads.set(store, position);
  return position;
}

// Where the last marker was seen, so the next wait scans only what came after it.
const settledHeads = new WeakMap<EventStore, Position>();

/** Everything $all readers can see after `from`, in one array. */
export async function readAllFrom(store: EventStore, from: Position): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let position = from; ; ) {
    const page = await store.readAll({ fromPosition: position, maxCount: 1000 });
    if (page.length === 0) return events;
    events.push(...page);
    position = page.at(-1)!.position;
  }
}

/** Takes `count` events from an iterator, failing if they do not arrive within timeoutMs. */
export async function take(iterator: AsyncIterator<RecordedEvent>, count: number, timeoutMs = 10_000): Promise<RecordedEvent[]> {
  const taken: RecordedEvent[] = [];
  while (taken.length < count) {
    const next = await Promise.race([iterator.next(), sleep(timeoutMs)]);
    if (next === 'timeout') throw new Error(`Subscription delivered ${taken.length} of ${count} events within ${timeoutMs} ms`);
    if (next.done) throw new Error(`Subscription ended after ${taken.length} of ${count} events`);
    taken.push(next.value);
  }
  return taken;
}

/** Runs fn and returns the error it rejects with (failing if it resolves). */
export async function rejectionOf(fn: () => Promise<unknown>): Promise<Error> {
  try {
    await fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
