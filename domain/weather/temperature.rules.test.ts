import { describe, expect, it } from 'vitest';
import { frostAlert, heatAlert } from './temperature.rules.ts';
import { mildDays, WATER } from './testing/weather-fixtures.ts';

describe('heatAlert', () => {
  it('warns of algae when the last test read the water above 85 °F, high from 90 °F (spec §9 critical)', () => {
    expect(heatAlert({ ...WATER, temperatureF: 88 }, mildDays())).toMatchObject({ kind: 'heat', severity: 'medium', title: 'Warm water (88°F): algae risk' });
    expect(heatAlert({ ...WATER, temperatureF: 91 }, mildDays())?.severity).toBe('high');
    expect(heatAlert({ ...WATER, temperatureF: 88 }, mildDays())?.recommendation).toContain('Test free chlorine every day');
  });

  it('warns when the air reaches 90 °F in the forecast', () => {
    const alert = heatAlert({ ...WATER, temperatureF: 84 }, mildDays([{}, { tempHigh: 92.4 }]));
    expect(alert).toMatchObject({ severity: 'medium', title: 'Heat tomorrow (92°F)' });
    expect(heatAlert({ ...WATER, temperatureF: null }, mildDays([{ tempHigh: 89.9 }]))).toBeUndefined();
  });
});

describe('frostAlert', () => {
  it('names the coldest night at or below freezing: run the pump, protect the equipment (high)', () => {
    const alert = frostAlert(mildDays([{ tempLow: 40 }, { tempLow: 35 }, { tempLow: 30 }]));
    expect(alert).toMatchObject({ kind: 'frost', severity: 'high', title: 'Frost on Thursday (low 30°F)' });
    expect(alert?.recommendation).toContain('Run the pump through the night');
    expect(alert?.recommendation).toContain('drain plugs of the pump, filter and heater');
  });

  it('is medium near freezing (at or below 36 °F, where freeze protection starts), silent above', () => {
    expect(frostAlert(mildDays([{ tempLow: 40 }, { tempLow: 36 }, { tempLow: 38 }]))).toMatchObject({ severity: 'medium', title: 'Near freezing tomorrow (low 36°F)' });
    expect(frostAlert(mildDays([{ tempLow: 37 }]))).toBeUndefined();
  });
});
