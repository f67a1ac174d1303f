// Each touched owner's state for one batch of the achievements projection: their fact entries and the
// rows their last evaluation wrote. Entries are stored in chunks (one row per kind of entry and month
// of its time, a JSON array), so a batch writes tens of rows per owner rather than one per event.
//
// To spare a rebuild from reading an owner's whole history back at every batch, states are also kept
// in memory between batches, trusted only when provably what the tables hold: every batch stores a
// fresh random token with each owner it touches, and a remembered state is used only when its token
// is the stored one. A rolled-back batch, another process, another schema (a rebuild's shadow tables)
// or another database all leave a different token, so the state is read again.
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { FactEntries, FactEntry } from '../../domain/achievements/facts-from-events.ts';
import type { ProjectionDb } from '../projection.ts';
import type { AchievementProgressTable, AchievementsTable } from './achievement-tables.ts';
import { chunks } from '../statement-rows.ts';
import type { WrittenRows } from './evaluation-writes.ts';

export type AchievementInsert = Insertable<AchievementsTable>;
export type ProgressInsert = Insertable<AchievementProgressTable>;

export interface OwnerState {
  readonly entries: FactEntries;
  /** The chunk each entry is stored in. */
  readonly chunkOf: Map<string, string>;
  /** The token stored with the owner for this batch; none for a state read from the tables (save() stores one). */
  readonly token?: string | undefined;
  /** The rows of the owner's last evaluation, when known: then only what changed is written. */
  written?: { readonly achievements: WrittenRows; readonly progress: WrittenRows };
}

interface Remembered extends OwnerState {
  readonly token: string;
}

/** About a month: a chunk holds one kind of fact from one such stretch of time. */
const CHUNK_MS = 32 * 86_400_000;
const chunkFor = (entry: FactEntry): string => ('at' in entry ? `${entry.kind}:${Math.floor(entry.at / CHUNK_MS)}` : entry.kind);

/**
 * Entries kept in memory across owners; past it the least recently used owners are forgotten (an
 * owner alone above it is still kept). 20,000 holds the dozen owners of a busy minute, and the few
 * whose streams interleave in a rebuild's $all; at 60,000 it held owners a rebuild had finished
 * with, ~27 MB of the rebuild's heap (bench:projections peak 284-289 -> 254-264 MB, and
 * bench:achievements 300 -> 274 MB, at the same speed).
 */
const MAX_REMEMBERED_ENTRIES = 20_000;

export class OwnerStates {
  readonly #remembered = new Map<string, Remembered>();
  #entries = 0;

  /**
   * The owners' states. A remembered state is used when the owner's stored token is still the one it
   * was remembered with: one statement checks that and stores the batch's new token in its place.
   * The others are read from the tables, and get their new token when saved.
   */
  async load(db: ProjectionDb, owners: readonly string[]): Promise<Map<string, OwnerState>> {
    const states = new Map<string, OwnerState>();
    const remembered = new Map(owners.flatMap((owner) => {
      const state = this.#take(owner);
      return state ? [[owner, state] as const] : [];
    }));
    if (remembered.size > 0) {
      const next = new Map([...remembered.keys()].map((owner) => [owner, randomUUID()]));
      const values = sql.join([...remembered].map(([owner, state]) => sql`(${owner}, ${state.token}, ${next.get(owner)!})`));
      const { rows } = await sql<{ owner_id: string }>`
        UPDATE achievement_owners AS o SET token = v.next FROM (VALUES ${values}) AS v(owner_id, expected, next)
        WHERE o.owner_id = v.owner_id AND o.token = v.expected
        RETURNING o.owner_id`.execute(db);
      for (const { owner_id: owner } of rows) states.set(owner, { ...remembered.get(owner)!, token: next.get(owner) });
    }
    const missing = owners.filter((owner) => !states.has(owner));
    for (const owner of missing) states.set(owner, { entries: new Map(), chunkOf: new Map() });
    if (missing.length > 0) {
      const rows = await db.selectFrom('achievement_entries').select(['owner_id', 'chunk', 'entries']).where('owner_id', 'in', missing).execute();
      for (const row of rows) {
        const state = states.get(row.owner_id)!;
        for (const [key, entry] of JSON.parse(row.entries) as [string, FactEntry][]) {
          state.entries.set(key, entry);
          state.chunkOf.set(key, row.chunk);
        }
      }
    }
    return states;
  }

  /** Stores the chunks holding the changed entries (where they were, and where they are now). */
  async saveEntries(db: ProjectionDb, states: Map<string, OwnerState>, changed: Map<string, Set<string>>): Promise<void> {
    const upserts: { owner_id: string; chunk: string; entries: string }[] = [];
    for (const [owner, keys] of changed) {
      const { entries, chunkOf } = states.get(owner)!;
      const dirty = new Set<string>();
      for (const key of keys) {
        const before = chunkOf.get(key);
        if (before !== undefined) dirty.add(before);
        const entry = entries.get(key);
        if (entry) {
          chunkOf.set(key, chunkFor(entry));
          dirty.add(chunkFor(entry));
        } else chunkOf.delete(key);
      }
      const contents = new Map<string, [string, FactEntry][]>([...dirty].map((chunk) => [chunk, []]));
      for (const [key, chunk] of chunkOf) contents.get(chunk)?.push([key, entries.get(key)!]);
      const emptied = [...contents].filter(([, list]) => list.length === 0).map(([chunk]) => chunk);
      for (const [chunk, list] of contents) if (list.length > 0) upserts.push({ owner_id: owner, chunk, entries: JSON.stringify(list) });
      if (emptied.length > 0) await db.deleteFrom('achievement_entries').where('owner_id', '=', owner).where('chunk', 'in', emptied).execute();
    }
    for (const chunk of chunks(upserts)) {
      await db.insertInto('achievement_entries').values(chunk).onConflict((oc) => oc.columns(['owner_id', 'chunk']).doUpdateSet({ entries: (eb) => eb.ref('excluded.entries') })).execute();
    }
  }

  /** Stores a token for the owners read from the tables, and remembers every state under the token now stored. */
  async save(db: ProjectionDb, states: Map<string, OwnerState>): Promise<void> {
    const read = [...states].filter(([, state]) => state.token === undefined).map(([owner]) => ({ owner_id: owner, token: randomUUID() }));
    if (read.length > 0) {
      await db.insertInto('achievement_owners').values(read).onConflict((oc) => oc.column('owner_id').doUpdateSet({ token: (eb) => eb.ref('excluded.token') })).execute();
    }
    const tokens = new Map(read.map((row) => [row.owner_id, row.token]));
    for (const [owner, state] of states) this.#remember(owner, { ...state, token: state.token ?? tokens.get(owner)! });
  }

  #take(owner: string): Remembered | undefined {
    const remembered = this.#remembered.get(owner);
    if (remembered) {
      this.#remembered.delete(owner);
      this.#entries -= remembered.entries.size;
    }
    return remembered;
  }

  #remember(owner: string, state: Remembered): void {
    this.#take(owner);
    this.#remembered.set(owner, state);
    this.#entries += state.entries.size;
    for (const [oldest] of this.#remembered) {
      if (this.#entries <= MAX_REMEMBERED_ENTRIES || oldest === owner) break;
      this.#take(oldest);
    }
  }
}
