// The weather cache (issue 18): the last Open-Meteo forecast per place (coordinates rounded to about
// 1 km) and unit system, shared by every API instance. A plain platform table, not a read model: it
// caches an outside service, no event records it and nothing could rebuild it from the event log, and
// losing it loses nothing (the next request fetches again). `refresh_claimed_until` lets one instance
// at a time fetch a place; the others wait for its result or serve the last forecast.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE weather_cache (
      place_key text NOT NULL,
      units text NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      forecast jsonb,
      fetched_at timestamptz,
      refresh_claimed_until timestamptz,
      PRIMARY KEY (place_key, units)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS weather_cache`.execute(db);
}
