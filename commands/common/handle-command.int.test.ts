// The command pipeline with snapshots, on a real database: a long water stream is read from its
// newest snapshot (bounded reads), the state equals the full fold, a snapshot of another decider
// version (or one that does not decode) is ignored and the decisions are those of a full fold, and a
// prompt retry with the same Idempotency-Key still finds its first attempt across a snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldEvents, type Decider } from '../../domain/common/decider.ts';
import { waterDecider, type WaterCommand, type WaterState } from '../../domain/water/water.decider.ts';
import { waterStreamOf, type WaterEvent } from '../../domain/water/water.events.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import { WrongExpectedVersionError, type EventStore, type ReadStreamOptions } from '../../infra/eventstore/event-store.ts';
import { createPostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { CONFLICT_ATTEMPTS, conflictBackoffMs, handleCommand } from './handle-command.ts';
import { SNAPSHOT_EVERY, snapshotStreamOf } from './snapshots.ts';

const T0 = 1_780_000_000_000;
const HOUR = 3_600_000;
const metadata = { userId: 'owner-1' };

const record = (poolId: string, i: number): WaterCommand => ({
  type: 'RecordReading', poolId, readingId: `r${i}`, planId: `p${i}`, testMethod: 'manual', timestamp: T0 + i * HOUR,
  input: { ph: 7.2 + (i % 5) / 10, freeChlorinePpm: i % 4, cyaPpm: i % 3 === 0 ? 30 + (i % 40) : null }, pool: { volumeGallons: 20_000 }, now: T0 + i * HOUR,
});

/** The store, counting the events each stream read returns. */
function counting(store: EventStore) {
  const reads: { stream: string; options: ReadStreamOptions | undefined; events: number }[] = [];
  const counted: EventStore = {
    ...store,
    readStream: async (stream, options) => {
      const events = await store.readStream(stream, options);
      reads.push({ stream, options, events: events.length });
      return events;
    },
  };
  return { store: counted, reads };
}

async function fullFold(store: EventStore, stream: string): Promise<WaterState> {
  const events = (await store.readStream(stream)).map((e) => ({ type: e.type, data: e.data }) as WaterEvent);
  return foldEvents(waterDecider, events);
}

for (const leg of databaseLegs()) {
  describe(`handleCommand with snapshots on ${leg.name}`, () => {
    let database: Database;
    let store: EventStore;
    beforeAll(async () => {
      database = await leg.open();
      store = createPostgresEventStore(database);
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    async function longStream(poolId: string, readings: number): Promise<void> {
      for (let i = 0; i < readings; i++) await handleCommand(store, waterStreamOf(poolId), waterDecider, record(poolId, i), metadata);
    }

    it('reads a long stream from its newest snapshot, and decides on the state a full fold gives', async () => {
      const poolId = 'snap-1';
      await longStream(poolId, 260);
      const stream = waterStreamOf(poolId);
      expect((await store.readStream(stream)).length).toBeGreaterThan(500);
      expect((await store.readStream(snapshotStreamOf(stream), { fromRevision: 'end', direction: 'backwards', maxCount: 1 })).length).toBe(1);

      const { store: watched, reads } = counting(store);
      const result = await handleCommand(watched, stream, waterDecider, record(poolId, 260), metadata);
      const streamReads = reads.filter((read) => read.stream === stream);
      expect(streamReads).toHaveLength(1);
      expect(streamReads[0]!.events).toBeLessThanOrEqual(2 * SNAPSHOT_EVERY + 3);
      expect(result.state).toEqual(await fullFold(store, stream));
    });

    it('ignores a snapshot of another decider version, or one that does not decode, and decides as a full fold would', async () => {
      const poolId = 'snap-2';
      await longStream(poolId, 120);
      const stream = waterStreamOf(poolId);
      const codec = waterDecider.snapshot!;
      const bumped: Decider<WaterCommand, WaterEvent, WaterState> = { ...waterDecider, snapshot: { ...codec, version: `${codec.version}+next` } };
      const broken: Decider<WaterCommand, WaterEvent, WaterState> = { ...waterDecider, snapshot: { ...codec, decode: () => undefined } };
      for (const [name, decider] of [['broken', broken], ['bumped', bumped]] as const) {
        const { store: watched, reads } = counting(store);
        const before = await fullFold(store, stream);
        const command = record(poolId, name === 'bumped' ? 500 : 501);
        const result = await handleCommand(watched, stream, decider, command, metadata);
        // The whole stream was read, and the decision is the full fold's.
        expect(reads.find((read) => read.stream === stream)?.options).toBeUndefined();
        expect(result.events).toEqual(waterDecider.decide(command, before));
      }
      // The bumped version wrote its own snapshot, which the next command with it uses.
      const latest = await store.readStream(snapshotStreamOf(stream), { fromRevision: 'end', direction: 'backwards', maxCount: 1 });
      expect((latest[0]!.data as { version: string }).version).toBe(`${codec.version}+next`);
    });

    it('answers a retried request from its first attempt even when that attempt wrote a snapshot', async () => {
      const poolId = 'snap-3';
      const stream = waterStreamOf(poolId);
      const snapshotRevision = async () => {
        const [last] = await store.readStream(snapshotStreamOf(stream), { fromRevision: 'end', direction: 'backwards', maxCount: 1 }).catch(() => []);
        return last ? BigInt((last.data as { revision: string }).revision) : -1n;
      };
      const lastRevision = async () => (await store.readStream(stream, { fromRevision: 'end', direction: 'backwards', maxCount: 1 }))[0]!.revision;
      // Record until the next command will find a full SNAPSHOT_EVERY events after the newest snapshot.
      let i = 0;
      do await handleCommand(store, stream, waterDecider, record(poolId, i++), metadata);
      while ((await lastRevision()) - (await snapshotRevision()) < BigInt(SNAPSHOT_EVERY));
      const before = await snapshotRevision();

      const keyed = { ...metadata, idempotencyKey: 'retry-across-snapshot' };
      const first = await handleCommand(store, stream, waterDecider, record(poolId, 900), keyed);
      expect(await snapshotRevision()).toBeGreaterThan(before);
      const again = await handleCommand(store, stream, waterDecider, record(poolId, 900), keyed);
      expect(again.replayed).toBe(true);
      expect(again.position).toEqual(first.position);
      expect((await store.readStream(stream)).filter((e) => e.type === 'ReadingRecorded')).toHaveLength(i + 1);
    });

    it('queues concurrent commands on one stream instead of failing them: 8 writers, 8 tests, no conflict', async () => {
      const poolId = 'queue-1';
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => handleCommand(store, waterStreamOf(poolId), waterDecider, record(poolId, i), metadata)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect((await store.readStream(waterStreamOf(poolId))).filter((e) => e.type === 'ReadingRecorded')).toHaveLength(8);
    });

    it('retries after another instance wrote first, with a jittered back-off, and gives up after CONFLICT_ATTEMPTS', async () => {
      const poolId = 'conflict-1';
      let failures = 2;
      const racing: EventStore = {
        ...store,
        append: (stream, events, options) => {
          if (failures-- > 0) return Promise.reject(new WrongExpectedVersionError(stream, options?.expectedRevision ?? 'any', 0n));
          return store.append(stream, events, options);
        },
      };
      await expect(handleCommand(racing, waterStreamOf(poolId), waterDecider, record(poolId, 1), metadata)).resolves.toMatchObject({ replayed: false });
      failures = CONFLICT_ATTEMPTS;
      await expect(handleCommand(racing, waterStreamOf(poolId), waterDecider, record(poolId, 2), metadata)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(conflictBackoffMs(1, () => 1)).toBe(10);
      expect(conflictBackoffMs(4, () => 0.5)).toBe(40);
    });
  });
}
