import { describe, expect, it } from 'vitest';
import { windAlert } from './wind.rules.ts';
import { mildDays, POOL } from './testing/weather-fixtures.ts';

describe('windAlert', () => {
  it('says skim and empty the baskets for gusts of 25 mph (Beaufort 6) or more', () => {
    const alert = windAlert(POOL, mildDays([{}, { windGustsMax: 30.4 }]));
    expect(alert).toMatchObject({ kind: 'wind', severity: 'medium', title: 'Strong wind tomorrow (gusts 30 mph)' });
    expect(alert?.recommendation).toContain('empty the skimmer and pump baskets');
    expect(alert?.recommendation).not.toContain('trees');
  });

  it('is high from 46 mph gusts (NWS wind advisory), and mentions leaves with trees nearby', () => {
    const alert = windAlert({ ...POOL, nearbyTrees: true }, mildDays([{ windGustsMax: 50 }, { windGustsMax: 30 }]));
    expect(alert).toMatchObject({ severity: 'high', title: 'Strong wind today (gusts 50 mph)' });
    expect(alert?.recommendation).toContain('With trees nearby');
  });

  it('looks at today and tomorrow only, and ignores breezes', () => {
    expect(windAlert(POOL, mildDays([{}, {}, { windGustsMax: 60 }]))).toBeUndefined();
    expect(windAlert(POOL, mildDays([{ windGustsMax: 24 }, { windGustsMax: null }]))).toBeUndefined();
  });
});
