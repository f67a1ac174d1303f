// Snapshots of a decider's state, EventStoreDB's way: the latest one in a stream of its own
// (`snapshot-{stream}`, capped by maxCount so old ones can be scavenged), recording the revision of
// the stream it covers and the decider state's version. A command reads the newest snapshot and
// only the events after it, so its cost does not grow with the stream. A snapshot of another
// version (the decider's fold or state changed) is ignored: the stream is folded from the start and
// a new snapshot replaces it. Snapshots are an optimisation only: losing one costs a longer read.
import type { SnapshotCodec } from '../../domain/common/decider.ts';
import { StreamNotFoundError, type EventStore } from '../../infra/eventstore/event-store.ts';

/** Write a new snapshot once this many events follow the last one. */
export const SNAPSHOT_EVERY = 100;
/** Snapshots a stream keeps (older ones are hidden, then scavenged). */
const SNAPSHOTS_KEPT = 2;
const SNAPSHOT_EVENT = 'DeciderSnapshot';

export const snapshotStreamOf = (stream: string) => `snapshot-${stream}`;

export interface LoadedSnapshot<State> {
  state: State;
  /** The last revision of the stream the state covers. */
  revision: bigint;
}

/** The newest usable snapshot of `stream`, or undefined (none yet, another version, or unreadable). */
export async function readSnapshot<State>(store: EventStore, stream: string, codec: SnapshotCodec<State>): Promise<LoadedSnapshot<State> | undefined> {
  let events;
  try {
    events = await store.readStream(snapshotStreamOf(stream), { fromRevision: 'end', direction: 'backwards', maxCount: 1 });
  } catch (error) {
    if (error instanceof StreamNotFoundError) return undefined;
    throw error;
  }
  const data = events[0]?.data as { version?: unknown; revision?: unknown; state?: unknown } | undefined;
  if (!data || data.version !== codec.version || typeof data.revision !== 'string' || !/^\d{1,19}$/.test(data.revision)) return undefined;
  const state = codec.decode(data.state);
  return state === undefined ? undefined : { state, revision: BigInt(data.revision) };
}

/** Records `state` as of `revision` of `stream`. A failure is the caller's to log: the command already succeeded. */
export async function writeSnapshot<State>(store: EventStore, stream: string, codec: SnapshotCodec<State>, state: State, revision: bigint): Promise<void> {
  const snapshots = snapshotStreamOf(stream);
  const { nextRevision } = await store.append(snapshots, [{
    id: crypto.randomUUID(),
    type: SNAPSHOT_EVENT,
    data: { version: codec.version, revision: revision.toString(), state: codec.encode(state) },
  }]);
  if (nextRevision === 0n) await store.setStreamMetadata(snapshots, { maxCount: SNAPSHOTS_KEPT });
}
