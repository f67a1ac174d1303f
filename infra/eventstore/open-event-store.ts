// Chooses the event store: EventStoreDB/KurrentDB when ESDB_URL is set, else the PostgreSQL
// adapter on the application database (PGlite or a real server).
import type { Database } from '../db/database.ts';
import type { EventStore } from './event-store.ts';
import { createEsdbEventStore } from './esdb-event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

export function openEventStore(options: { esdbUrl?: string | undefined; database: Database }): EventStore {
  return options.esdbUrl ? createEsdbEventStore(options.esdbUrl) : createPostgresEventStore(options.database);
}
