// Which calendar a pool's due dates are days of: the zone of its location when that is known, else
// the IANA zone the browser sent, else (undefined) the zone the pool's schedule recorded last, which
// the decider falls back to; before anything was recorded, the mean solar time of the pool's
// longitude (poolFallbackTimeZone), else UTC.
//
// The exact location leg needs a time-zone boundary lookup (coordinates → IANA zone), which no
// installed package provides; `locationTimeZone` is where it plugs in (e.g. @photostructure/tz-lookup's
// tzlookup(latitude, longitude)). Until then a located pool uses the browser's zone, or its solar one.
import { isTimeZone, solarTimeZone } from '../../domain/maintenance/calendar-day.ts';

export interface PoolPlace {
  latitude: number | null;
  longitude: number | null;
}

export type LocationTimeZone = (latitude: number, longitude: number) => string | undefined;

const noLocationLookup: LocationTimeZone = () => undefined;

export function poolTimeZone(pool: PoolPlace, sent: string | undefined, locationTimeZone: LocationTimeZone = noLocationLookup): string | undefined {
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
