import { describe, expect, it } from 'vitest';
import { poolCalendar, poolTimeZone } from './pool-time-zone.ts';

const phoenix = { latitude: 33.45, longitude: -112.07 };
const unplaced = { latitude: null, longitude: null };

describe('poolTimeZone', () => {
  it('takes the zone of the pool’s location over the one the browser sent', () => {
    expect(poolTimeZone(phoenix, 'Europe/Berlin')).toBe('America/Phoenix');
    expect(poolTimeZone({ latitude: -33.87, longitude: 151.21 }, undefined)).toBe('Australia/Sydney');
  });

  it('uses the browser’s zone for a pool with no location, and ignores a zone that is not IANA', () => {
    expect(poolTimeZone(unplaced, 'America/Chicago')).toBe('America/Chicago');
    expect(poolTimeZone(unplaced, 'Mars/Olympus')).toBeUndefined();
    expect(poolTimeZone(unplaced, undefined)).toBeUndefined();
  });

  it('falls back to the browser’s zone when the lookup refuses the coordinates', () => {
    expect(poolTimeZone({ latitude: 120, longitude: 0 }, 'Europe/Paris')).toBe('Europe/Paris');
  });

  it('gives the solar fallback alongside the zone', () => {
    expect(poolCalendar(phoenix, undefined).timeZone).toBe('America/Phoenix');
    expect(poolCalendar(unplaced, undefined)).toEqual({ timeZone: undefined, fallbackTimeZone: undefined });
  });
});
