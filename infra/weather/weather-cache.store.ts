// The weather_cache table (migration infra/db/migrations/20261124T1300_weather_cache.ts, which says
// why it is a plain table): read a place's forecast, claim the right to refresh it, save a new one.
// Times come from the caller's clock, so tests can age an entry.
import type { ColumnType, Kysely } from 'kysely';
import type { WeatherPlace } from '../../domain/weather/location.ts';
import type { UnitSystem, WeatherSnapshot } from '../../domain/weather/weather.types.ts';
import type { Tables } from '../db/tables.ts';

export interface WeatherCacheTable {
  place_key: string;
  units: string;
  latitude: number;
  longitude: number;
  forecast: ColumnType<WeatherSnapshot | null, string | null, string | null>;
  fetched_at: ColumnType<Date | null, Date | null, Date | null>;
  refresh_claimed_until: ColumnType<Date | null, Date | null, Date | null>;
}

declare module '../db/tables.ts' {
  interface Tables {
    weather_cache: WeatherCacheTable;
  }
}

export interface CachedForecast {
  readonly snapshot: WeatherSnapshot;
  readonly fetchedAt: Date;
}

export interface CacheEntry {
  readonly forecast: CachedForecast | undefined;
  readonly claimedUntil: Date | null;
}

/** The place's entry, or undefined when it was never asked for. */
export async function readCacheEntry(db: Kysely<Tables>, place: WeatherPlace, units: UnitSystem): Promise<CacheEntry | undefined> {
  const row = await db.selectFrom('weather_cache').select(['forecast', 'fetched_at', 'refresh_claimed_until'])
    .where('place_key', '=', place.key).where('units', '=', units).executeTakeFirst();
  if (!row) return undefined;
  const forecast = row.forecast && row.fetched_at ? { snapshot: row.forecast, fetchedAt: row.fetched_at } : undefined;
  return { forecast, claimedUntil: row.refresh_claimed_until };
}

/**
 * Claims the refresh of a place until `until`, unless another claim is still running. True when this
 * caller holds it. One statement, so of two instances racing for it exactly one wins.
 */
export async function claimRefresh(db: Kysely<Tables>, place: WeatherPlace, units: UnitSystem, now: Date, until: Date): Promise<boolean> {
  const claimed = await db.insertInto('weather_cache')
    .values({ place_key: place.key, units, latitude: place.latitude, longitude: place.longitude, refresh_claimed_until: until })
    .onConflict((oc) => oc.columns(['place_key', 'units']).doUpdateSet({ refresh_claimed_until: until })
      .where((eb) => eb.or([eb('weather_cache.refresh_claimed_until', 'is', null), eb('weather_cache.refresh_claimed_until', '<', now)])))
    .returning('place_key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Stores a new forecast and releases the claim. */
export async function saveForecast(db: Kysely<Tables>, place: WeatherPlace, units: UnitSystem, snapshot: WeatherSnapshot, fetchedAt: Date): Promise<void> {
  await db.insertInto('weather_cache')
    .values({ place_key: place.key, units, latitude: place.latitude, longitude: place.longitude, forecast: JSON.stringify(snapshot), fetched_at: fetchedAt, refresh_claimed_until: null })
    .onConflict((oc) => oc.columns(['place_key', 'units']).doUpdateSet({ forecast: JSON.stringify(snapshot), fetched_at: fetchedAt, refresh_claimed_until: null }))
    .execute();
}

/**
 * Forgets places nobody has asked about since `before` (their forecasts are long past serving, even
 * stale), so the table holds the places in use rather than every place ever asked for.
 */
export async function forgetPlacesBefore(db: Kysely<Tables>, before: Date): Promise<void> {
  await db.deleteFrom('weather_cache').where('fetched_at', '<', before).where('refresh_claimed_until', 'is', null).execute();
}

/** Releases a claim after a failed refresh, keeping the last forecast. */
export async function releaseClaim(db: Kysely<Tables>, place: WeatherPlace, units: UnitSystem): Promise<void> {
  await db.updateTable('weather_cache').set({ refresh_claimed_until: null }).where('place_key', '=', place.key).where('units', '=', units).execute();
}
