// Whose quiet hours hold a reminder, and where: the pool owner's own quiet hours (default
// 21:00–08:00, from the user-preferences read model) on the pool's calendar, which is the zone its
// location lies in, else the one its schedule recorded, else its longitude's solar time, else UTC (as
// the equipment and schedule screens judge 'today'). Looked up once per user and pool in a tick.
import { poolFallbackTimeZone, poolTimeZone } from '../../commands/maintenance/pool-time-zone.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/maintenance/calendar-day.ts';
import type { QuietHoursIn } from '../../domain/notifications/due-notification.ts';
import { findPoolTimeZone } from '../../projections/maintenance/maintenance-tasks.projection.ts';
import { findPool } from '../../projections/pools/pools.projection.ts';
import type { ProjectionDb } from '../../projections/projection.ts';
import { findUserPreferences } from '../../projections/users/user-preferences.projection.ts';

export async function poolCalendarZone(db: ProjectionDb, poolId: string): Promise<string> {
  const [found, recorded] = await Promise.all([findPool(db, poolId), findPoolTimeZone(db, poolId)]);
  const place = found?.pool ?? { latitude: null, longitude: null };
  return poolTimeZone(place, undefined) ?? recorded ?? poolFallbackTimeZone(place) ?? DEFAULT_TIME_ZONE;
}

/** A lookup of quiet hours that asks the database once per user and pool. */
export function quietHoursLookup(db: ProjectionDb): (userId: string, poolId: string) => Promise<QuietHoursIn> {
  const preferences = new Map<string, ReturnType<typeof findUserPreferences>>();
  const zones = new Map<string, Promise<string>>();
  return async (userId, poolId) => {
    if (!preferences.has(userId)) preferences.set(userId, findUserPreferences(db, userId));
    if (!zones.has(poolId)) zones.set(poolId, poolCalendarZone(db, poolId));
    const [{ quietHours }, timeZone] = await Promise.all([preferences.get(userId)!, zones.get(poolId)!]);
    return { quietHours, timeZone };
  };
}
