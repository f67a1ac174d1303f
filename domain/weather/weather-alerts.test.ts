import { describe, expect, it } from 'vitest';
import { weatherAlerts } from './weather-alerts.ts';
import { dayPhrase, weekdayName } from './forecast-days.ts';
import { weatherPlace } from './location.ts';
import { weatherCodeMeaning } from './weather-codes.ts';
import { inImperial } from './units.ts';
import { weatherView } from './weather-view.ts';
import { mildDays, POOL, snapshot, WATER } from './testing/weather-fixtures.ts';

describe('weatherAlerts', () => {
  it('gives nothing on mild days', () => {
    expect(weatherAlerts({ snapshot: snapshot(mildDays()), pool: POOL, water: WATER })).toEqual([]);
  });

  it('lists every rule that fires, most severe first', () => {
    const days = mildDays([{ windGustsMax: 30 }, { uvIndexMax: 11, precipitation: 1.2, rainChancePercent: 80 }, { tempLow: 30 }]);
    const alerts = weatherAlerts({ snapshot: snapshot(days), pool: POOL, water: WATER });
    expect(alerts.map((a) => [a.kind, a.severity])).toEqual([['frost', 'high'], ['rain', 'high'], ['chlorine', 'medium'], ['wind', 'medium']]);
  });

  it('reads a metric forecast in US units: 32 mm of rain, −1 °C and 80 km/h gusts', () => {
    const metric = snapshot(mildDays([{ tempHigh: 10, tempLow: 5, windGustsMax: 80 }, { tempHigh: 8, tempLow: -1, precipitation: 32, rainChancePercent: 90 }, { tempHigh: 10, tempLow: 4 }]), 'metric');
    const imperial = inImperial(metric);
    expect(imperial.daily[1]?.tempLow).toBeCloseTo(30.2, 10);
    expect(imperial.daily[1]?.precipitation).toBeCloseTo(1.26, 2);
    expect(imperial.daily[0]?.windGustsMax).toBeCloseTo(49.71, 2);
    const alerts = weatherAlerts({ snapshot: metric, pool: POOL, water: WATER });
    expect(alerts.map((a) => [a.kind, a.severity])).toEqual([['frost', 'high'], ['rain', 'high'], ['wind', 'high']]);
  });
});

describe('forecast days, places and codes', () => {
  it('names days: today, tomorrow, then the weekday', () => {
    expect(['2026-11-24', '2027-01-01', '2000-02-29', '2026-03-01'].map(weekdayName)).toEqual(['Tuesday', 'Friday', 'Tuesday', 'Sunday']);
    expect([0, 1, 2].map((i) => dayPhrase('2026-11-26', i))).toEqual(['today', 'tomorrow', 'on Thursday']);
  });

  it('rounds a place to 0.01° (about 1 km) and refuses coordinates out of range', () => {
    expect(weatherPlace(33.44838, -112.07404)).toEqual({ latitude: 33.45, longitude: -112.07, key: '33.45,-112.07' });
    expect(weatherPlace(33.4521, -112.0681)?.key).toBe('33.45,-112.07');
    expect(weatherPlace(-0.001, 0.004)?.key).toBe('0.00,0.00');
    expect(weatherPlace(90.5, 0)).toBeUndefined();
    expect(weatherPlace(0, -180.01)).toBeUndefined();
  });

  it('maps WMO codes to icons, an unknown code to a cloud', () => {
    expect([0, 2, 3, 45, 53, 63, 75, 81, 95, 42].map((code) => weatherCodeMeaning(code).icon))
      .toEqual(['sun', 'cloud-sun', 'cloud', 'fog', 'drizzle', 'rain', 'snow', 'rain', 'storm', 'cloud']);
  });
});

describe('weatherView', () => {
  it('rounds the snapshot for a phone, with icons and units', () => {
    const view = weatherView({
      snapshot: { ...snapshot(mildDays([{ weatherCode: 63, rainChancePercent: 72.4 }, { weatherCode: null }])), current: { temperature: 71.6, humidityPercent: 44.4, uvIndex: 6.25, windSpeed: 8.6, weatherCode: 2 } },
      alerts: [{ kind: 'wind', title: 'T', recommendation: 'R', severity: 'medium' }], updatedAt: '2026-11-24T09:00:00.000Z', ageMinutes: 12.4, stale: false,
    });
    expect(view.currentConditions).toEqual({ temperature: 72, humidity: 44, uvIndex: 6.3, windSpeed: 9, icon: 'cloud-sun', description: 'Partly cloudy' });
    expect(view.forecast).toEqual([
      { date: '2026-11-24', tempHigh: 75, tempLow: 60, rainChance: 72, icon: 'rain' },
      { date: '2026-11-25', tempHigh: 75, tempLow: 60, rainChance: 10, icon: 'cloud-sun' },
      { date: '2026-11-26', tempHigh: 75, tempLow: 60, rainChance: 10, icon: 'cloud-sun' },
    ]);
    expect(view.alerts).toEqual([{ title: 'T', recommendation: 'R', severity: 'medium' }]);
    expect(view.units).toEqual({ temperature: '°F', windSpeed: 'mph' });
    expect(view.ageMinutes).toBe(12);
  });
});
