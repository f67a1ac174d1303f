// Whether a name is an IANA time zone, on its own: the UI's first screen checks the zone a write carries
// (contracts/time-zone.ts) and must not bring date-fns along with calendar-day.ts.

/** Whether zone is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
