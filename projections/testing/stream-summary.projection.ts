// A small projection used by the runner and rebuild tests: per stream, how many events it has seen
// and a running digest of their types, guarded by stream revision like every real projection.
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../infra/eventstore/event-store.ts';
import { defineProjection, type Projection, type ProjectionDb } from '../projection.ts';

export const STREAM_SUMMARY_TABLE = 'test_stream_summary';

export async function createStreamSummaryTable(db: Kysely<never>): Promise<void> {
      await sql`CREATE TABLE IF NOT EXISTS ${sql.id(STREAM_SUMMARY_TABLE)} (
    stream_id text PRIMARY KEY,
    events integer NOT NULL,
    last_revision bigint NOT NULL,
    digest text NOT NULL
  )`.execute(db);
}

export function streamSummaryProjection(version = 1, eventTypes: readonly string[] = ['Tick', 'Tock']): Projection {
  return defineProjection({
    name: 'test_stream_summary',
    version,
    tables: [STREAM_SUMMARY_TABLE],
    eventTypes,
    apply: async (db: ProjectionDb, events: readonly RecordedEvent[]) => {
      for (const event of events) {
        await sql`INSERT INTO ${sql.table(STREAM_SUMMARY_TABLE)} AS s (stream_id, events, last_revision, digest)
          VALUES (${event.streamId}, 1, ${String(event.revision)}, md5(${event.type}))
          ON CONFLICT (stream_id) DO UPDATE
            SET events = s.events + 1, last_revision = EXCLUDED.last_revision, digest = md5(s.digest || ${event.type})
            WHERE s.last_revision < EXCLUDED.last_revision`.execute(db);
      }
    },
  });
}

/** A checksum of a table's full contents, independent of physical order. */
export async function tableChecksum(db: Kysely<never>, table: string): Promise<string> {
  const { rows } = await sql<{ sum: string | null; n: string }>`
    SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum, count(*)::text AS n FROM ${sql.table(table)} t`.execute(db);
  return `${rows[0]?.n}:${rows[0]?.sum ?? ''}`;
}
