// Read-ahead for paging through $all: when a page comes back full, the next one is requested at
// once, so the server produces page N+1 while the caller processes page N. Sequential readers
// (projection rebuilds, catching-up subscriptions) then pay for one round trip instead of two
// sequential halves of server and client work.
// A page read early is still a correct page: it holds only transactions that had finished when it
// was read, and anything that became visible since sorts after them. Only a full prefetched page
// is used, so an early read can never make a caller think it has caught up when it has not.
import type { Position, RecordedEvent } from './event-store.ts';

export type ReadPage = (from: Position, maxCount: number) => Promise<RecordedEvent[]>;

/** Pages below this size are cheap enough that a wasted prefetch would cost more than it saves. */
const MIN_PREFETCH_PAGE = 100;

export function withReadAhead(readPage: ReadPage): ReadPage {
  let ahead: { from: Position; maxCount: number; page: Promise<RecordedEvent[] | null> } | null = null;
  return async (from, maxCount) => {
    const prefetched = ahead && samePosition(ahead.from, from) && ahead.maxCount === maxCount ? await ahead.page : null;
    ahead = null;
    const page = prefetched && prefetched.length === maxCount ? prefetched : await readPage(from, maxCount);
    const last = page.at(-1);
    if (last && page.length === maxCount && maxCount >= MIN_PREFETCH_PAGE) {
      // A failed prefetch is just a missed one: the caller's own read reports any real error.
      ahead = { from: last.position, maxCount, page: readPage(last.position, maxCount).catch(() => null) };
    }
    return page;
  };
}

function samePosition(a: Position, b: Position): boolean {
  return a.commit === b.commit && a.prepare === b.prepare;
}
