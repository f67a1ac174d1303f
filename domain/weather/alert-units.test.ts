// Alerts in the owner's units (issue 19): each rule's amounts in °C, km/h, mm, litres, mL and g with
// metric, the imperial wording unchanged; the thresholds stay the US ones the rules decide by.
import { describe, expect, it } from 'vitest';
import { doseWords, rainWords, roughVolumeWords, speedWords, temperatureWords } from './alert-units.ts';
import { chlorineLossAlert } from './chlorine-loss.rules.ts';
import { heavyRainAlert } from './rain.rules.ts';
import { frostAlert, heatAlert } from './temperature.rules.ts';
import { mildDays, POOL, snapshot, WATER } from './testing/weather-fixtures.ts';
import { weatherAlerts } from './weather-alerts.ts';
import { windAlert } from './wind.rules.ts';

describe('alert amounts', () => {
  it('words each amount in imperial or metric', () => {
    expect([temperatureWords(86, 'imperial'), temperatureWords(86, 'metric'), temperatureWords(30.2, 'metric')]).toEqual(['86°F', '30°C', '-1°C']);
    expect([speedWords(30.4, 'imperial'), speedWords(30, 'metric')]).toEqual(['30 mph', '48 km/h']);
    expect([rainWords(1.26, 'imperial'), rainWords(1.26, 'metric')]).toEqual(['1.3 in', '32 mm']);
    expect([roughVolumeWords(364, 'imperial'), roughVolumeWords(364, 'metric'), roughVolumeWords(12345, 'imperial')]).toEqual(['360 gallons', '1,380 litres', '12,350 gallons']);
    expect([doseWords(38.44, 'fl_oz', 'imperial'), doseWords(1.254, 'lb', 'imperial'), doseWords(38.44, 'fl_oz', 'metric'), doseWords(7.2, 'oz', 'metric')])
      .toEqual(['38.4 fl oz', '1.25 lb', '1.14 L', '204 g']);
  });
});

describe('alerts in metric', () => {
  it('says heat and frost in °C', () => {
    expect(heatAlert({ ...WATER, temperatureF: 88 }, mildDays(), 'metric')).toMatchObject({ title: 'Warm water (31°C): algae risk' });
    expect(heatAlert({ ...WATER, temperatureF: 88 }, mildDays(), 'metric')?.recommendation).toContain('Your last test read 31°C, above the 29°C where algae multiply fast.');
    expect(heatAlert({ ...WATER, temperatureF: 84 }, mildDays([{}, { tempHigh: 92.4 }]), 'metric')).toMatchObject({ title: 'Heat tomorrow (34°C)' });
    expect(heatAlert({ ...WATER, temperatureF: 84 }, mildDays([{}, { tempHigh: 92.4 }]), 'metric')?.recommendation).toMatch(/^Air at 34°C warms/);
    expect(frostAlert(mildDays([{ tempLow: 40 }, { tempLow: 35 }, { tempLow: 30 }]), 'metric')).toMatchObject({ title: 'Frost on Thursday (low -1°C)' });
  });

  it('says wind in km/h, rain in mm and litres, and the evening dose in mL or g', () => {
    expect(windAlert(POOL, mildDays([{}, { windGustsMax: 30.4 }]), 'metric')).toMatchObject({ title: 'Strong wind tomorrow (gusts 49 km/h)' });
    expect(heavyRainAlert(POOL, WATER, mildDays([{}, { precipitation: 1.2, rainChancePercent: 80 }]), 'metric')?.recommendation)
      .toMatch(/^About 30 mm of rain will replace roughly 1,380 litres \(1\.8%\) of your water/);
    const sunny = mildDays([{}, { uvIndexMax: 11 }]);
    expect(chlorineLossAlert(POOL, WATER, sunny, 'metric')?.recommendation).toContain('This evening add 1.13 L of liquid chlorine (10%) to reach 6.5 ppm.');
    expect(chlorineLossAlert({ ...POOL, preferredChlorineTypes: ['granular'] }, WATER, sunny, 'metric')?.recommendation).toMatch(/add \d+ g of dichlor granules/);
  });

  it('words every alert of a forecast in the units asked, imperial by default', () => {
    const days = mildDays([{ windGustsMax: 30 }, { uvIndexMax: 11, precipitation: 1.2, rainChancePercent: 80 }, { tempLow: 30 }]);
    const text = (units?: 'imperial' | 'metric') =>
      weatherAlerts({ snapshot: snapshot(days), pool: POOL, water: WATER, ...(units ? { units } : {}) }).map((a) => `${a.title} ${a.recommendation}`).join(' ');
    expect(text('metric')).not.toMatch(/°F|mph|gallons|fl oz|\d in /);
    expect(text('metric')).toMatch(/°C/);
    expect(text('metric')).toMatch(/km\/h/);
    expect(text()).toMatch(/°F/);
    expect(text()).toMatch(/mph/);
  });
});
