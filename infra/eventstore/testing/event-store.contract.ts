// The one contract every EventStore adapter must honour (PostgreSQL on PGlite and on a real
// server, EventStoreDB). An adapter's *.int.test.ts calls eventStoreContract with a way to open a
// fresh store; the cases are split by theme into event-store-*.contract.ts files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidAppendError, MAX_EVENT_BYTES, StreamNotFoundError, WrongExpectedVersionError } from '../event-store.ts';
import type { EventStore } from '../event-store.ts';
import { adminContract } from './event-store-admin.contract.ts';
import { readsContract } from './event-store-reads.contract.ts';
import { newEvent, newEvents, rejectionOf, uniqueStream } from './event-store-contract.support.ts';
import type { ContractSubject, OpenSubject } from './event-store-contract.support.ts';

export type { ContractSubject, LateCommitCapability, OpenSubject } from './event-store-contract.support.ts';

export function eventStoreContract(name: string, open: OpenSubject): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject | undefined;
    const current = (): ContractSubject => subject ?? (() => { throw new Error('store not open'); })();
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.close();
    });
    appendContract(() => current().store);
    readsContract(current);
    adminContract(() => current().store);
  });
}

async function expectWrongVersion(append: () => Promise<unknown>, actual: bigint | 'no_stream'): Promise<void> {
  const error = await rejectionOf(append);
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect((error as WrongExpectedVersionError).actualRevision).toBe(actual);
}

function appendContract(store: () => EventStore): void {
  describe('append', () => {
    it("creates a stream at revision 0 with 'no_stream' and refuses 'no_stream' once it exists", async () => {
      const stream = uniqueStream();
      const first = await store().append(stream, [newEvent()], { expectedRevision: 'no_stream' });
      expect(first.nextRevision).toBe(0n);
      await expectWrongVersion(() => store().append(stream, [newEvent()], { expectedRevision: 'no_stream' }), 0n);
    });

    it('appends at the exact current revision and reports the actual one otherwise', async () => {
      const stream = uniqueStream();
      await expectWrongVersion(() => store().append(stream, [newEvent()], { expectedRevision: 0n }), 'no_stream');
      await store().append(stream, newEvents(2), { expectedRevision: 'no_stream' });
      await expectWrongVersion(() => store().append(stream, [newEvent()], { expectedRevision: 0n }), 1n);
      await expectWrongVersion(() => store().append(stream, [newEvent()], { expectedRevision: 5n }), 1n);
      const next = await store().append(stream, [newEvent()], { expectedRevision: 1n });
      expect(next.nextRevision).toBe(2n);
    });

    it("accepts 'stream_exists' only for a stream with events", async () => {
      const stream = uniqueStream();
      await expectWrongVersion(() => store().append(stream, [newEvent()], { expectedRevision: 'stream_exists' }), 'no_stream');
      await store().append(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const next = await store().append(stream, [newEvent()], { expectedRevision: 'stream_exists' });
      expect(next.nextRevision).toBe(1n);
    });

    it("appends with 'any' whatever the stream's revision", async () => {
      const stream = uniqueStream();
      expect((await store().append(stream, [newEvent()], { expectedRevision: 'any' })).nextRevision).toBe(0n);
      expect((await store().append(stream, newEvents(2))).nextRevision).toBe(2n);
    });

    it('lets exactly one of 10 concurrent appends at the same revision win', async () => {
      const stream = uniqueStream();
      await store().append(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => store().append(stream, [newEvent()], { expectedRevision: 0n })),
      );
      const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const loser of losers) {
        expect(loser.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect((loser.reason as WrongExpectedVersionError).actualRevision).toBe(1n);
      }
      expect(await store().readStream(stream)).toHaveLength(2);
    });

    it("lets exactly one of 10 concurrent 'no_stream' appends create the stream", async () => {
      const stream = uniqueStream();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => store().append(stream, newEvents(2), { expectedRevision: 'no_stream' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await store().readStream(stream)).map((e) => e.revision)).toEqual([0n, 1n]);
    });

    it("lets 10 concurrent 'any' appends to one stream all succeed, each batch contiguous", async () => {
      const stream = uniqueStream();
      const batches = Array.from({ length: 10 }, () => newEvents(2));
      const results = await Promise.all(batches.map((batch) => store().append(stream, batch, { expectedRevision: 'any' })));
      const read = await store().readStream(stream);
      expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 20 }, (_, i) => BigInt(i)));
      batches.forEach((batch, i) => {
        const last = results[i]!.nextRevision;
        expect(read.slice(Number(last) - 1, Number(last) + 1).map((e) => e.id)).toEqual(batch.map((e) => e.id));
      });
    });

    it('stores a batch atomically with contiguous revisions and returns the last event position', async () => {
      const stream = uniqueStream();
      const batch = newEvents(5);
      const result = await store().append(stream, batch, { expectedRevision: 'no_stream' });
      const read = await store().readStream(stream);
      expect(read.map((e) => e.id)).toEqual(batch.map((e) => e.id));
      expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      expect(result.nextRevision).toBe(4n);
      expect(read.at(-1)!.position).toEqual(result.position);
      expect(read[0]!.data).toEqual(batch[0]!.data);
      expect(read[0]!.metadata).toEqual(batch[0]!.metadata);
      expect(read[0]!.createdAt).toBeInstanceOf(Date);
    });

    it('rejects an empty list of events', async () => {
      const error = await rejectionOf(() => store().append(uniqueStream(), []));
      expect(error).toBeInstanceOf(InvalidAppendError);
    });

    it('rejects a batch with an event over 1 MiB and stores none of it', async () => {
      const stream = uniqueStream();
      const big = newEvent('TooBig', { blob: 'x'.repeat(MAX_EVENT_BYTES + 1) });
      const error = await rejectionOf(() => store().append(stream, [newEvent(), big]));
      expect(error).toBeInstanceOf(InvalidAppendError);
      expect(await rejectionOf(() => store().readStream(stream))).toBeInstanceOf(StreamNotFoundError);
    });

    it('rejects text that JSON can carry but a store cannot: a NUL character', async () => {
      const stream = uniqueStream();
      const error = await rejectionOf(() => store().append(stream, [newEvent('Nul', { text: 'a\u0000b' })]));
      expect(error).toBeInstanceOf(InvalidAppendError);
    });

    it('treats a re-append of the same event ids as done, returning the original result', async () => {
      const stream = uniqueStream();
      const batch = newEvents(2);
      const original = await store().append(stream, batch, { expectedRevision: 'no_stream' });
      expect(await store().append(stream, batch, { expectedRevision: 'no_stream' })).toEqual(original);
      const third = [newEvent()];
      const next = await store().append(stream, third, { expectedRevision: 1n });
      expect(await store().append(stream, third, { expectedRevision: 1n })).toEqual(next);
      expect(await store().append(stream, third, { expectedRevision: 'any' })).toEqual(next);
      expect(await store().readStream(stream)).toHaveLength(3);
    });
  });
}
