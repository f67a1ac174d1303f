// /history's charts in the owner's units: the temperature series, its band and caption in °C with
// metric; other parameters as measured; parameters never measured have no chart.
import { describe, expect, it } from 'vitest';
import { DISPLAY_RANGES } from '../../../../domain/chemistry/index.ts';
import { aReading } from '../../../testing/replies.ts';
import { chartSeries } from './history-series.ts';

const readings = [
  aReading({ id: 'b', timestamp: '2026-06-02T09:00:00.000Z', ph: 7.6, temperatureF: 86 }),
  aReading({ id: 'a', timestamp: '2026-06-01T09:00:00.000Z', ph: 7.4, temperatureF: null }),
];

describe('history chart series', () => {
  it('charts the temperature in °C with its band in °C, oldest first', () => {
    const series = chartSeries(readings, DISPLAY_RANGES, 'metric');
    expect(series.map((s) => s.key)).toEqual(['ph', 'temperature']);
    const temperature = series.find((s) => s.key === 'temperature');
    expect(temperature?.values).toEqual([null, 30]);
    expect(temperature?.range).toMatchObject({ unit: '°C', idealMin: 25.6, idealMax: 27.8 });
    expect(series.find((s) => s.key === 'ph')?.values).toEqual([7.4, 7.6]);
  });

  it('keeps °F in imperial', () => {
    const temperature = chartSeries(readings, DISPLAY_RANGES, 'imperial').find((s) => s.key === 'temperature');
    expect(temperature?.values).toEqual([null, 86]);
    expect(temperature?.range).toBe(DISPLAY_RANGES.temperature);
  });
});
