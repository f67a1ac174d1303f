// The browser's IANA time zone, sent with writes whose dates are calendar days (tasks, services,
// a new pool's starting schedule): the server uses it when the pool's location gives no zone.

/** 'Europe/Paris', or undefined where the runtime cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
