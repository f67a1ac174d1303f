// Chooses the event store: EventStoreDB/KurrentDB when ESDB_URL is set, else the PostgreSQL
// adapter on the application database (PGlite or a real server). The KurrentDB client (gRPC, a
// quarter of a second to load) is loaded only when it is used.
import type { Database } from '../db/database.ts';
import type { EventStore } from './event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

export async function openEventStore(options: { esdbUrl?: string | undefined; database: Database }): Promise<EventStore> {
  if (!options.esdbUrl) return createPostgresEventStore(options.database);
  const { createEsdbEventStore } = await import('./esdb-event-store.ts');
  return createEsdbEventStore(options.esdbUrl);
}
