// Which calendar a pool's due dates are days of: the zone of its location when that is known, else
// the IANA zone the browser sent, else (undefined) the zone the pool's schedule recorded last, which
// the decider falls back to; before anything was recorded, the mean solar time of the pool's
// longitude (poolFallbackTimeZone), else UTC.
//
// The location leg is @photostructure/tz-lookup: the time-zone boundaries, compressed into the
// package (≈70 KB), looked up in memory with no network.
import tzlookup from '@photostructure/tz-lookup';
import { isTimeZone, solarTimeZone } from '../../domain/maintenance/calendar-day.ts';

export interface PoolPlace {
  latitude: number | null;
  longitude: number | null;
}

export type LocationTimeZone = (latitude: number, longitude: number) => string | undefined;

/** The IANA zone whose boundaries hold the point; undefined for coordinates the lookup refuses. */
export const lookUpTimeZone: LocationTimeZone = (latitude, longitude) => {
  try {
    return tzlookup(latitude, longitude);
  } catch {
    return undefined;
  }
};

export function poolTimeZone(pool: PoolPlace, sent: string | undefined, locationTimeZone: LocationTimeZone = lookUpTimeZone): string | undefined {
  if (pool.latitude !== null && pool.longitude !== null) {
    const zone = locationTimeZone(pool.latitude, pool.longitude);
    if (zone && isTimeZone(zone)) return zone;
  }
  return sent && isTimeZone(sent) ? sent : undefined;
}

/** The zone before any is known or recorded: the pool's longitude's solar time, when it is located. */
export function poolFallbackTimeZone(pool: PoolPlace): string | undefined {
  return pool.latitude !== null && pool.longitude !== null ? solarTimeZone(pool.longitude) : undefined;
}

/** The zone fields every maintenance use case takes (PoolCalendar), for this pool and what the browser sent. */
export function poolCalendar(pool: PoolPlace, sent: string | undefined): { timeZone: string | undefined; fallbackTimeZone: string | undefined } {
  return { timeZone: poolTimeZone(pool, sent), fallbackTimeZone: poolFallbackTimeZone(pool) };
}
