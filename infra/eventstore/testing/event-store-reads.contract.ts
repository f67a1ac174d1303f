// Contract cases for reading: streams, the global log ($all) and live subscriptions, including
// the late commit that a naive "position > checkpoint" reader would skip for good.
import { describe, expect, it } from 'vitest';
import { comparePositions, StreamNotFoundError } from '../event-store.ts';
import type { EventStore, RecordedEvent } from '../event-store.ts';
import { newEvent, newEvents, readAllFrom, readAllUntil, rejectionOf, settledHead, sleep, take, uniqueStream } from './event-store-contract.support.ts';
import type { ContractSubject } from './event-store-contract.support.ts';

const ids = (events: readonly RecordedEvent[]): string[] => events.map((e) => e.id);

export function readsContract(subject: () => ContractSubject): void {
  const store = (): EventStore => subject().store;

  describe('reads', () => {
    it('reads a missing stream as not found', async () => {
      expect(await rejectionOf(() => store().readStream(uniqueStream('missing')))).toBeInstanceOf(StreamNotFoundError);
    });

    it('reads a stream forwards and backwards from a revision, up to maxCount', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(12));
      const forwards = await store().readStream(stream, { fromRevision: 8n, maxCount: 3 });
      expect(forwards.map((e) => e.revision)).toEqual([8n, 9n, 10n]);
      const backwards = await store().readStream(stream, { direction: 'backwards', fromRevision: 'end', maxCount: 3 });
      expect(backwards.map((e) => e.revision)).toEqual([11n, 10n, 9n]);
      expect((await store().readStream(stream)).map((e) => e.revision)).toEqual(Array.from({ length: 12 }, (_, i) => BigInt(i)));
    });

    it('reads $all in strictly increasing positions, exclusive of fromPosition, page by page', async () => {
      const head = await settledHead(store());
      // 12 events in one transaction: positions must compare as numbers, not as text.
      const batches = [newEvents(3), newEvents(12), newEvents(4)];
      for (const batch of batches) await store().append(uniqueStream(), batch);
      await readAllUntil(store(), head, ids(batches.flat() as unknown as RecordedEvent[]));
      const pages: RecordedEvent[] = [];
      for (let from = head; ; ) {
        const page = await store().readAll({ fromPosition: from, maxCount: 2 });
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(2);
        expect(comparePositions(page[0]!.position, from)).toBe(1);
        pages.push(...page);
        from = page.at(-1)!.position;
      }
      expect(ids(pages)).toEqual(batches.flat().map((e) => e.id));
      pages.slice(1).forEach((event, i) => expect(comparePositions(event.position, pages[i]!.position)).toBe(1));
    });

    it('orders a 1000-event batch in $all by number, not by text', async () => {
      // On a fresh store this batch crosses a power of ten in the global sequence.
      const head = await settledHead(store());
      const batch = newEvents(1000);
      await store().append(uniqueStream(), batch);
      await readAllUntil(store(), head, [batch.at(-1)!.id]);
      const read = await store().readAll({ fromPosition: head, maxCount: 1000 });
      expect(ids(read)).toEqual(batch.map((e) => e.id));
    });

    it('keeps each batch contiguous in $all while batches are appended concurrently', async () => {
      const head = await settledHead(store());
      const batches = Array.from({ length: 6 }, () => newEvents(4));
      await Promise.all(batches.map((batch) => store().append(uniqueStream(), batch)));
      const all = ids(await readAllUntil(store(), head, batches.map((batch) => batch[0]!.id)));
      for (const batch of batches) {
        const start = all.indexOf(batch[0]!.id);
        expect(all.slice(start, start + batch.length)).toEqual(batch.map((e) => e.id));
      }
    });

    it('delivers live events to a subscription and resumes from a checkpoint with no loss or duplicate', async () => {
      const head = await settledHead(store());
      const first = store().subscribeToAll({ fromPosition: head });
      const firstEvents = newEvents(3);
      const iterator = first[Symbol.asyncIterator]();
      const pending = take(iterator, 3);
      await store().append(uniqueStream(), firstEvents.slice(0, 1));
      await store().append(uniqueStream(), firstEvents.slice(1));
      const delivered = await pending;
      await first.unsubscribe();
      expect(ids(delivered)).toEqual(ids(firstEvents as unknown as RecordedEvent[]));

      const later = newEvents(2);
      await store().append(uniqueStream(), later);
      const resumed = store().subscribeToAll({ fromPosition: delivered.at(-1)!.position });
      const again = await take(resumed[Symbol.asyncIterator](), 2);
      await resumed.unsubscribe();
      expect(ids(again)).toEqual(later.map((e) => e.id));
    });

    it('ends iteration cleanly on unsubscribe while waiting for events', async () => {
      const subscription = store().subscribeToAll({ fromPosition: await settledHead(store()) });
      const iterator = subscription[Symbol.asyncIterator]();
      const next = iterator.next();
      await sleep(50);
      await subscription.unsubscribe();
      const result = await Promise.race([next, sleep(5000)]);
      expect(result).toEqual({ done: true, value: undefined });
    });

    lateCommitCase(subject);
  });
}

function lateCommitCase(subject: () => ContractSubject): void {
  it('late commit: never delivers a later event before an earlier-positioned one that commits after it', async (context) => {
    const { store, lateCommit, lateCommitNotApplicable } = subject();
    if (!lateCommit) {
      // Reported, not hidden: the case needs two sessions, which this backend cannot give.
      console.warn(`[event store contract] late-commit case NOT APPLICABLE here: ${lateCommitNotApplicable ?? 'no lateCommit capability'}`);
      context.annotate?.(`late-commit case not applicable: ${lateCommitNotApplicable ?? 'no capability'}`);
      expect(lateCommitNotApplicable, 'a backend without the capability must say why').toBeTruthy();
      return;
    }
    const head = await settledHead(store);
    const subscription = store.subscribeToAll({ fromPosition: head });
    const iterator = subscription[Symbol.asyncIterator]();
    try {
      const earlier = newEvent('HeldBack');
      const later = newEvent('CommittedFirst');
      const held = await lateCommit.beginHeldAppend(uniqueStream(), [earlier]);
      await store.append(uniqueStream(), [later]);
      expect(ids(await readAllFrom(store, head))).not.toContain(later.id);
      const pending = iterator.next();
      expect(await Promise.race([pending, sleep(400)])).toBe('timeout');

      await held.commit();
      const first = await Promise.race([pending, sleep(10_000)]);
      if (first === 'timeout' || first.done) throw new Error('the held-back event was not delivered after its commit');
      const [second] = await take(iterator, 1);
      expect([first.value.id, second!.id]).toEqual([earlier.id, later.id]);
      // The staging was real: the held event took the lower global sequence number.
      expect(first.value.position.prepare < second!.position.prepare).toBe(true);
      expect(ids(await readAllUntil(store, head, [earlier.id, later.id]))).toEqual([earlier.id, later.id]);
    } finally {
      await subscription.unsubscribe();
    }
  });
}
