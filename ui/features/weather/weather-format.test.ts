import { describe, expect, it } from 'vitest';
import { geolocationFailureMessage, GEOLOCATION_OPTIONS } from './use-pool-location.ts';
import { ageText, dayLabel, parseCoordinates, shownRainChance } from './weather-format.ts';

describe('weather wording', () => {
  it('names the forecast days Today, Tomorrow, then the short weekday', () => {
    expect(['2026-11-24', '2026-11-25', '2026-11-26'].map(dayLabel)).toEqual(['Today', 'Tomorrow', 'Thu']);
  });

  it('shows the rain chance only over 30 % (spec §9)', () => {
    expect([null, 0, 30, 31, 85].map(shownRainChance)).toEqual([undefined, undefined, undefined, 31, 85]);
  });

  it('says how old a stale forecast is', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(ageText('2026-11-24T11:15:00Z', now)).toBe('45 min ago');
    expect(ageText('2026-11-24T10:00:00Z', now)).toBe('2 h ago');
    expect(ageText('2026-11-24T09:50:00Z', now)).toBe('2 h 10 min ago');
  });
});

describe('parseCoordinates (spec §5)', () => {
  it('takes numbers within −90…90 and −180…180, the bounds included', () => {
    expect(parseCoordinates(' 33.45 ', '-112.07')).toEqual({ latitude: 33.45, longitude: -112.07 });
    expect(parseCoordinates('-90', '180')).toEqual({ latitude: -90, longitude: 180 });
  });

  it('refuses text, blanks and values out of range', () => {
    for (const [lat, lon] of [['abc', '1'], ['', '1'], ['1', ' '], ['90.01', '0'], ['0', '-180.5'], ['1e3', '0'], ['Infinity', '0']]) {
      expect(parseCoordinates(lat ?? '', lon ?? '')).toBeUndefined();
    }
  });
});

describe('geolocation (spec §8, §9)', () => {
  it('asks for a high-accuracy position within 15 s, at most 60 s old', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 });
  });

  it('words each failure as spec §8 does', () => {
    expect([1, 2, 3, undefined].map(geolocationFailureMessage)).toEqual([
      'Location access denied. Please enable location permissions and try again.',
      'Location information is unavailable. Please try again later.',
      'Location request timed out. Please try again.',
      'Unable to detect your location. Please try again or enter coordinates manually.',
    ]);
  });
});
