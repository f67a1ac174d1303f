// The projection runner and rebuild against a real event store, on every database leg.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createLogger } from '../infra/logger.ts';
import { databaseLegs } from '../infra/db/testing/test-database.ts';
import type { Database } from '../infra/db/database.ts';
import { createPostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';
import type { EventStore, Position, RecordedEvent } from '../infra/eventstore/event-store.ts';
import { applyBatch } from './apply-batch.ts';
import { readCheckpoint } from './checkpoints.ts';
import { rebuildProjection, shadowSchemaOf } from './rebuild.ts';
import { readingsProjection } from './water/readings.projection.ts';
import { ProjectionRunner } from './runner.ts';
import { createStreamSummaryTable, streamSummaryProjection, tableChecksum, STREAM_SUMMARY_TABLE } from './testing/stream-summary.projection.ts';

const logger = createLogger('silent');

async function appendTicks(store: EventStore, streams: number, perStream: number): Promise<Position> {
  let last: Position | undefined;
  for (let s = 0; s < streams; s++) {
    const events = Array.from({ length: perStream }, (_, i) => ({ id: crypto.randomUUID(), type: i % 3 === 0 ? 'Tock' : 'Tick', data: { i } }));
    last = (await store.append(`counter-${s}`, events)).position;
  }
  return last!;
}

/**
 * Every event appended so far, once $all shows them all: a page of $all stops below the oldest
 * transaction that might still commit, and on a busy server a transaction of another test can hold
 * that horizon back for a moment after an append returns. Subscribers wait; a one-shot read must too.
 */
async function readAllAppended(store: EventStore, count: number): Promise<RecordedEvent[]> {
  for (let attempt = 0; ; attempt++) {
    const events = await store.readAll({ maxCount: 10_000 });
    if (events.length >= count || attempt >= 100) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function rows(database: Database) {
  const { rows } = await sql<{ stream_id: string; events: number }>`SELECT stream_id, events FROM test_stream_summary ORDER BY stream_id`.execute(database.db);
  return rows;
}

for (const leg of databaseLegs()) {
  describe(`projections on ${leg.name}`, () => {
    let database: Database;
    let store: EventStore;
    let runner: ProjectionRunner | undefined;

    beforeEach(async () => {
      database = await leg.open();
      await createStreamSummaryTable(database.db as never);
      store = createPostgresEventStore(database, { pollIntervalMs: 50 });
    });

    afterEach(async () => {
      await runner?.stop();
      runner = undefined;
      await store.close();
      await database.close();
    });

    it('applies appended events, and waitFor resolves once the projection has passed the position', async () => {
      runner = new ProjectionRunner({ database, store, projections: [streamSummaryProjection()], logger, retryMs: 50 });
      runner.start();
      const position = await appendTicks(store, 3, 4);
      expect(await runner.waitFor(position, ['test_stream_summary'], 5000)).toBe(true);
      expect(await rows(database)).toEqual([
        { stream_id: 'counter-0', events: 4 },
        { stream_id: 'counter-1', events: 4 },
        { stream_id: 'counter-2', events: 4 },
      ]);
      expect(await runner.caughtUp()).toBe(true);
    });

    it('gathers a live burst into one batch over its window, and closes it at once for a request that waits', async () => {
      const summary = streamSummaryProjection();
      const batches: number[] = [];
      const windowed = { ...summary, liveBatchWindowMs: 60_000, apply: async (db: Parameters<typeof summary.apply>[0], events: Parameters<typeof summary.apply>[1]) => {
        batches.push(events.length);
        await summary.apply(db, events);
      } };
      runner = new ProjectionRunner({ database, store, projections: [windowed], logger, retryMs: 50 });
      runner.start();
      await appendTicks(store, 1, 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const position = await appendTicks(store, 2, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Nothing applied yet: the batch keeps gathering for its window (a minute here)...
      expect(batches).toEqual([]);
      // ...until a request waits for the read model.
      const started = performance.now();
      expect(await runner.waitFor(position, ['test_stream_summary'], 20_000)).toBe(true);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(batches).toEqual([7]);
      expect(await rows(database)).toEqual([{ stream_id: 'counter-0', events: 4 }, { stream_id: 'counter-1', events: 3 }]);
    });

    it('passes events it ignores without a transaction at once, and stores that checkpoint a moment later', async () => {
      const projection = streamSummaryProjection(1, ['Tock']);
      runner = new ProjectionRunner({ database, store, projections: [projection], logger, retryMs: 50 });
      runner.start();
      const applied = await store.append('counter-0', [{ id: crypto.randomUUID(), type: 'Tock', data: {} }]);
      expect(await runner.waitFor(applied.position, [projection.name], 5000)).toBe(true);
      expect((await readCheckpoint(database.db, projection.name))?.position).toEqual(applied.position);

      const ignored = await store.append('counter-0', [{ id: crypto.randomUUID(), type: 'Tick', data: {} }]);
      expect(await runner.waitFor(ignored.position, [projection.name], 5000)).toBe(true);
      // Reached here at once; the stored checkpoint (what other processes wait on) follows shortly.
      expect((await readCheckpoint(database.db, projection.name))?.position).toEqual(applied.position);
      await expect.poll(async () => (await readCheckpoint(database.db, projection.name))?.position, { timeout: 3000 }).toEqual(ignored.position);
      expect(await rows(database)).toEqual([{ stream_id: 'counter-0', events: 1 }]);
    });

    it('answers false from waitFor when a projection does not reach the position in time', async () => {
      runner = new ProjectionRunner({ database, store, projections: [streamSummaryProjection()], logger });
      const position = await appendTicks(store, 1, 1);
      expect(await runner.waitFor(position, ['test_stream_summary'], 100)).toBe(false);
      expect(await runner.caughtUp()).toBe(false);
    });

    it('applies a replayed batch only once', async () => {
      await appendTicks(store, 2, 3);
      const events = await readAllAppended(store, 6);
      const projection = streamSummaryProjection();
      await applyBatch(database.db, projection, events);
      const again = await applyBatch(database.db, projection, events);
      expect(again.applied).toBe(0);
      expect((await rows(database)).map((r) => r.events)).toEqual([3, 3]);
    });

    it('hands apply a batch in slices of at most its applySlice events', async () => {
      await appendTicks(store, 1, 7);
      const events = await readAllAppended(store, 7);
      const summary = streamSummaryProjection();
      const sizes: number[] = [];
      const projection = { ...summary, applySlice: 3, apply: (db: Parameters<typeof summary.apply>[0], slice: readonly RecordedEvent[]) => (sizes.push(slice.length), summary.apply(db, slice)) };
      await applyBatch(database.db, projection, events);
      expect(sizes).toEqual([3, 3, 1]);
      expect(await rows(database)).toEqual([{ stream_id: 'counter-0', events: 7 }]);
    });

    it('rebuilds into fresh tables with the contents of a live run, while the old tables keep serving', async () => {
      const projection = streamSummaryProjection();
      await appendTicks(store, 20, 5);
      await applyBatch(database.db, projection, await readAllAppended(store, 100));
      const live = await tableChecksum(database.db as never, STREAM_SUMMARY_TABLE);
      await sql`DELETE FROM test_stream_summary WHERE stream_id = 'counter-3'`.execute(database.db);
      const result = await rebuildProjection({ database, store, projection, batchSize: 25 });
      expect(result.events).toBe(100);
      expect(await tableChecksum(database.db as never, STREAM_SUMMARY_TABLE)).toBe(live);
      const { rows: schemas } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`.execute(database.db);
      expect(schemas[0]?.n).toBe(0);
    });

    it('skips the transaction of a rebuild batch none of whose events it folds, and still ends at the last event', async () => {
      const projection = streamSummaryProjection(1, ['Tock']);
      const tocks = await store.append('counter-0', Array.from({ length: 5 }, () => ({ id: crypto.randomUUID(), type: 'Tock', data: {} })));
      let last = tocks.position;
      for (let s = 1; s <= 4; s++) last = (await store.append(`counter-${s}`, Array.from({ length: 5 }, () => ({ id: crypto.randomUUID(), type: 'Tick', data: {} })))).position;
      await readAllAppended(store, 25);
      const shadowCheckpoints: (Position | undefined)[] = [];
      const shadow = database.db.withSchema(shadowSchemaOf(projection));
      await rebuildProjection({
        database, store, projection, batchSize: 5,
        onBatch: async () => void shadowCheckpoints.push((await readCheckpoint(shadow, projection.name))?.position),
      });
      // The first batch held the Tocks; the four batches of Ticks left the shadow's checkpoint alone.
      expect(shadowCheckpoints).toEqual(Array.from({ length: 5 }, () => tocks.position));
      expect((await readCheckpoint(database.db, projection.name))?.position).toEqual(last);
      expect(await rows(database)).toEqual([{ stream_id: 'counter-0', events: 5 }]);
    });

    it('swaps in tables whose indexes keep the names the migrations gave them', async () => {
      const indexes = async () =>
        (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'readings' ORDER BY indexname`
          .execute(database.db)).rows.map((row) => row.name);
      const before = await indexes();
      expect(before).toEqual(['readings_pkey', 'readings_pool_audit_idx']);
      await rebuildProjection({ database, store, projection: readingsProjection });
      expect(await indexes()).toEqual(before);
    });

    it('keeps serving the old tables until the swap', async () => {
      const projection = streamSummaryProjection();
      await appendTicks(store, 10, 2);
      await applyBatch(database.db, projection, await readAllAppended(store, 20));
      await sql`UPDATE test_stream_summary SET events = 99 WHERE stream_id = 'counter-0'`.execute(database.db);
      const servedDuringRebuild: number[] = [];
      await rebuildProjection({
        database,
        store,
        projection,
        batchSize: 5,
        onBatch: async () => void servedDuringRebuild.push((await rows(database))[0]!.events),
      });
      expect(servedDuringRebuild).toEqual([99, 99, 99, 99]);
      expect((await rows(database))[0]).toEqual({ stream_id: 'counter-0', events: 2 });
    });

    it('rebuilds on start when the stored projection version differs from the code', async () => {
      await appendTicks(store, 2, 2);
      const v1 = streamSummaryProjection(1, ['Tick']);
      await applyBatch(database.db, v1, await readAllAppended(store, 4));
      expect((await rows(database)).map((r) => r.events)).toEqual([1, 1]);
      const v2 = streamSummaryProjection(2, ['Tick', 'Tock']);
      runner = new ProjectionRunner({ database, store, projections: [v2], logger, retryMs: 50 });
      runner.start();
      const position = await appendTicks(store, 1, 1);
      expect(await runner.waitFor(position, ['test_stream_summary'], 10_000)).toBe(true);
      expect((await rows(database)).map((r) => r.events)).toEqual([3, 2]);
      expect((await readCheckpoint(database.db, 'test_stream_summary'))?.version).toBe(2);
    });
  });
}
