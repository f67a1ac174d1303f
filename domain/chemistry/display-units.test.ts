import { describe, expect, it } from 'vitest';
import {
  amountText, celsiusFromFahrenheit, dosageInUnits, rangeInUnits, textInUnits, fahrenheitFromCelsius, metricDoseText, metricTemperatureProblem, readingInUnits, temperatureInUnits,
  temperatureFOfEntry, volumeText,
} from './display-units.ts';
import { displayedReadings } from './reading-display.rules.ts';
import { DISPLAY_RANGES } from './water-targets.ts';

describe('display units', () => {
  it('converts temperatures both ways', () => {
    expect(celsiusFromFahrenheit(212)).toBe(100);
    expect(celsiusFromFahrenheit(32)).toBe(0);
    expect(fahrenheitFromCelsius(-40)).toBe(-40);
    expect(fahrenheitFromCelsius(celsiusFromFahrenheit(81.3))).toBeCloseTo(81.3, 10);
  });

  it('shows a pool volume in gallons or whole litres', () => {
    expect(volumeText(20000, 'imperial')).toBe('20,000 gallons');
    expect(volumeText(20000, 'metric')).toBe('75,708 litres');
  });

  it('shows the temperature card in °C, its ranges too, keeping the colour judged in °F', () => {
    const [imperial] = displayedReadings({ temperature: 86 });
    const metric = readingInUnits(imperial!, 'metric');
    expect(metric).toMatchObject({ unit: '°C', value: 30, idealMin: 25.6, idealMax: 27.8, criticalMin: 21.1, criticalMax: 32.2, colour: imperial!.colour });
    expect(readingInUnits(imperial!, 'imperial')).toBe(imperial);
    const [ph] = displayedReadings({ ph: 7.4 });
    expect(readingInUnits(ph!, 'metric')).toBe(ph);
  });

  it('takes °C in the entry form and stores the nearest whole °F; shows a stored °F back in °C', () => {
    expect(temperatureFOfEntry(27, 'metric')).toBe(81);
    expect(temperatureFOfEntry(49, 'metric')).toBe(120);
    expect(temperatureFOfEntry(0, 'metric')).toBe(32);
    expect(temperatureFOfEntry(81, 'imperial')).toBe(81);
    expect(temperatureInUnits(80, 'metric')).toBe(26.7);
    // What the form shows for a stored value is stored again unchanged.
    for (let tempF = 32; tempF <= 120; tempF++) expect(temperatureFOfEntry(temperatureInUnits(tempF, 'metric'), 'metric')).toBe(tempF);
  });

  it('refuses °C outside 0-49 with °C messages', () => {
    expect(metricTemperatureProblem(-0.5)).toBe('Temperature must be at least 0°C');
    expect(metricTemperatureProblem(49.5)).toBe('Temperature must be at most 49°C');
    expect(metricTemperatureProblem(26.5)).toBeUndefined();
  });

  it('gives doses in millilitres and grams, litres and kilograms from a thousand', () => {
    expect(metricDoseText(12.8, 'fl_oz')).toBe('379 mL');
    expect(metricDoseText(64, 'fl_oz')).toBe('1.89 L');
    expect(metricDoseText(2.4, 'oz')).toBe('68 g');
    expect(metricDoseText(1.47, 'lb')).toBe('667 g');
    expect(metricDoseText(8.37, 'lb')).toBe('3.8 kg');
  });

  it("words a dosage in metric, keeping the plan's own wording in imperial", () => {
    const dose = { amount: 12.8, unit: 'fl_oz', description: '12.8 fl oz of liquid chlorine (10%)' };
    expect(dosageInUnits(dose, 'imperial')).toBe('12.8 fl oz of liquid chlorine (10%)');
    expect(dosageInUnits(dose, 'metric')).toBe('379 mL of liquid chlorine (10%)');
    const recommended = { amount: 1.47, unit: 'lb', description: '1.47 lb of baking soda; add gradually and retest in 2-4 hours' };
    expect(dosageInUnits(recommended, 'metric')).toBe('667 g of baking soda; add gradually and retest in 2-4 hours');
    const drain = { amount: 4000, unit: 'gallons', description: 'Drain about 20% (4,000 gallons) and refill' };
    expect(dosageInUnits(drain, 'metric')).toBe('Drain about 20% (15,142 litres) and refill');
    const test = { amount: 0, unit: 'none', description: 'No chemical: test free and total chlorine' };
    expect(dosageInUnits(test, 'metric')).toBe('No chemical: test free and total chlorine');
  });

  it('gives a chart its temperature range in °C, and every other range as it is', () => {
    expect(rangeInUnits(DISPLAY_RANGES.temperature, 'temperature', 'metric')).toEqual({
      name: 'Water Temperature', unit: '°C', idealMin: 25.6, idealMax: 27.8, criticalMin: 21.1, criticalMax: 32.2,
    });
    expect(rangeInUnits(DISPLAY_RANGES.temperature, 'temperature', 'imperial')).toBe(DISPLAY_RANGES.temperature);
    expect(rangeInUnits(DISPLAY_RANGES.ph, 'ph', 'metric')).toBe(DISPLAY_RANGES.ph);
  });

  it('gives a recorded amount on its own in the owner\'s units', () => {
    expect(amountText(12.8, 'fl_oz', 'imperial')).toBe('12.8 fl oz');
    expect(amountText(12.8, 'fl_oz', 'metric')).toBe('379 mL');
    expect(amountText(1.47, 'lb', 'metric')).toBe('667 g');
    expect(amountText(4000, 'gallons', 'imperial')).toBe('4,000 gallons');
    expect(amountText(4000, 'gallons', 'metric')).toBe('15,142 litres');
  });

  it('puts the amounts of other recorded wording in metric, and leaves wording without them alone', () => {
    expect(textInUnits('Broadcast across the deep end; add no more than about 10 lb at a time.', 'metric'))
      .toBe('Broadcast across the deep end; add no more than about 4.54 kg at a time.');
    expect(textInUnits('Pour 1,280 fl oz slowly, then 2 oz more; water at 86 °F', 'metric')).toBe('Pour 37.85 L slowly, then 57 g more; water at 30°C');
    expect(textInUnits('Raises free chlorine 1 ppm in 10,000 gal: 12.79 fl oz (adds 0.61 ppm CYA)', 'metric'))
      .toBe('Raises free chlorine 1 ppm in 37,854 litres: 378 mL (adds 0.61 ppm CYA)');
    expect(textInUnits('Run the pump for 8 hours; an ozone generator helps.', 'metric')).toBe('Run the pump for 8 hours; an ozone generator helps.');
    expect(textInUnits('add no more than about 10 lb at a time.', 'imperial')).toBe('add no more than about 10 lb at a time.');
  });
});
