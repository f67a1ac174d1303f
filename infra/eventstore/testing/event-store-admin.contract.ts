// Contract cases for stream administration: soft delete, tombstone and stream metadata.
import { describe, expect, it } from 'vitest';
import { StreamDeletedError, StreamNotFoundError } from '../event-store.ts';
import type { EventStore } from '../event-store.ts';
import { newEvent, newEvents, rejectionOf, uniqueStream } from './event-store-contract.support.ts';

export function adminContract(store: () => EventStore): void {
  describe('stream administration', () => {
    it('reads a soft-deleted stream as not found and continues its revisions when appended again', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(2), { expectedRevision: 'no_stream' });
      await store().deleteStream(stream, { expectedRevision: 1n });
      expect(await rejectionOf(() => store().readStream(stream))).toBeInstanceOf(StreamNotFoundError);
      const recreated = newEvent();
      const result = await store().append(stream, [recreated], { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(2n);
      const read = await store().readStream(stream);
      expect(read.map((e) => [e.id, e.revision])).toEqual([[recreated.id, 2n]]);
    });

    it('refuses reads and appends on a tombstoned stream for good', async () => {
      const stream = uniqueStream();
      await store().append(stream, [newEvent()]);
      await store().tombstoneStream(stream);
      expect(await rejectionOf(() => store().readStream(stream))).toBeInstanceOf(StreamDeletedError);
      expect(await rejectionOf(() => store().append(stream, [newEvent()]))).toBeInstanceOf(StreamDeletedError);
    });

    it('stores stream metadata and applies maxCount and truncateBefore to reads', async () => {
      const stream = uniqueStream();
      await store().append(stream, newEvents(5));
      await store().setStreamMetadata(stream, { maxCount: 2, custom: { owner: 'contract' } });
      expect(await store().getStreamMetadata(stream)).toEqual({ maxCount: 2, custom: { owner: 'contract' } });
      expect((await store().readStream(stream)).map((e) => e.revision)).toEqual([3n, 4n]);

      await store().setStreamMetadata(stream, { truncateBefore: 1n });
      expect(await store().getStreamMetadata(stream)).toEqual({ truncateBefore: 1n });
      expect((await store().readStream(stream)).map((e) => e.revision)).toEqual([1n, 2n, 3n, 4n]);
    });

    it('reads empty metadata for a stream that has none', async () => {
      expect(await store().getStreamMetadata(uniqueStream())).toEqual({});
    });
  });
}
