// The chart series of /history: one per parameter over the readings, oldest to newest, with the range
// its band and caption show; the temperature's values and range in the owner's units (°C with metric).
import { rangeInUnits, temperatureInUnits, type UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import type { DisplayKey, DisplayRange } from '../../../../domain/chemistry/index.ts';
import type { StoredReading } from '../../../api/water.api.ts';

const FIELD_OF: Record<DisplayKey, keyof StoredReading> = {
  ph: 'ph',
  chlorine: 'freeChlorinePpm',
  alkalinity: 'totalAlkalinityPpm',
  temperature: 'temperatureF',
  cyanuricAcid: 'cyaPpm',
  calciumHardness: 'calciumHardnessPpm',
};

export interface ChartSeries {
  key: DisplayKey;
  /** Epoch seconds, ascending. */
  times: number[];
  values: (number | null)[];
  range: DisplayRange;
}

/** The series with at least one measured value. */
export function chartSeries(readings: readonly StoredReading[], ranges: Record<DisplayKey, DisplayRange>, units: UnitSystem): ChartSeries[] {
  const ordered = [...readings].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const times = ordered.map((r) => Date.parse(r.timestamp) / 1000);
  return (Object.keys(FIELD_OF) as DisplayKey[])
    .map((key) => {
      const values = ordered.map((r) => {
        const value = r[FIELD_OF[key]];
        if (typeof value !== 'number') return null;
        return key === 'temperature' ? temperatureInUnits(value, units) : value;
      });
      return { key, times, values, range: rangeInUnits(ranges[key], key, units) };
    })
    .filter((series) => series.values.some((value) => value !== null));
}
