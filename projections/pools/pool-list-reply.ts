// The pool list GET's reply, as JSON text, with each pool's view kept in this process by the row's
// revision. Every screen asks for the list, and a pool's profile changes rarely: the statement still
// reads the owner's live pools on every request (so a new, changed or removed pool shows at once, on
// any instance), but sends a pool's row only when this process does not hold its view at that
// revision. A list asked again parses, views and stringifies nothing.
import { sql } from 'kysely';
import { keptPerDatabase } from '../kept-replies.ts';
import { preparedQuery, readTimestamps, type JsonRow } from '../prepared-query.ts';
import type { ProjectionDb } from '../projection.ts';
import { isUuid } from '../users/users.projection.ts';
import { toPoolView, type PoolRow } from './pools.projection.ts';

/** Owners whose pools' views a process keeps (about a kilobyte a pool): the most recently asked. */
const KEPT_POOL_LISTS = 2000;

type ViewRow = Pick<PoolRow, 'profile' | 'registered_at' | 'updated_at'>;
const TIMESTAMPS = ['registered_at', 'updated_at'] as const;

/** An owner's pools as last read: pool id → its revision and view text. */
type KeptViews = Map<string, { revision: string; text: string }>;

const keptLists = keptPerDatabase<KeptViews>(KEPT_POOL_LISTS);

// `kept` lists the held views as "id:revision", comma-separated (ids are uuids, revisions digits).
const poolsOfOwner = preparedQuery(['ownerId', 'kept'], (db, { ownerId, kept }) =>
  db.selectFrom('pools').where('owner_id', '=', ownerId).where('removed', '=', false).orderBy('seq')
    .select([
      'pools.id',
      sql<string>`pools.revision::text`.as('revision'),
      sql<JsonRow<ViewRow, (typeof TIMESTAMPS)[number]> | null>`CASE WHEN pools.id || ':' || pools.revision = ANY(string_to_array(${kept}, ',')) THEN NULL
        ELSE json_build_object('profile', pools.profile, 'registered_at', pools.registered_at, 'updated_at', pools.updated_at) END`.as('row'),
    ]));

/** The owner's live pools, oldest first, as the GET answers them (JSON text of the list). */
export async function poolListReply(db: ProjectionDb, ownerId: string): Promise<string> {
  if (!isUuid(ownerId)) return '[]';
  const kept = keptLists(db);
  const held = kept.get(ownerId);
  const rows = await poolsOfOwner(db, { ownerId, kept: held ? [...held].map(([id, { revision }]) => `${id}:${revision}`).join(',') : '' });
  const views: KeptViews = new Map();
  for (const { id, revision, row } of rows) {
    // The statement leaves a row out only when its id and revision are among the held ones.
    const text = row === null ? held!.get(id)!.text : JSON.stringify(toPoolView({ id, ...readTimestamps(row, TIMESTAMPS) }));
    views.set(id, { revision, text });
  }
  kept.set(ownerId, views);
  return `[${[...views.values()].map((view) => view.text).join(',')}]`;
}
