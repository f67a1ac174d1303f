// A chart per parameter over the readings in range, oldest to newest, with the pool's ideal band
// (water-targets.ts: free chlorine by its CYA, spec §9 for the rest), the same one the panel shows.
import { lazy, Suspense, useMemo } from 'react';
import { DISPLAY_RANGES, type DisplayKey, type DisplayRange } from '../../../../domain/chemistry/index.ts';
import type { StoredReading } from '../../../api/water.api.ts';

// uPlot touches window.matchMedia when its module loads, so it is imported only when a chart renders.
const ParameterChart = lazy(() => import('./ParameterChart.tsx'));

const FIELD_OF: Record<DisplayKey, keyof StoredReading> = {
  ph: 'ph',
  chlorine: 'freeChlorinePpm',
  alkalinity: 'totalAlkalinityPpm',
  temperature: 'temperatureF',
  cyanuricAcid: 'cyaPpm',
  calciumHardness: 'calciumHardnessPpm',
};

interface HistoryChartsProps {
  readings: readonly StoredReading[];
  /** The pool's ranges (useWaterTargets); spec §9's until they load. */
  ranges?: Record<DisplayKey, DisplayRange> | undefined;
}

export function HistoryCharts({ readings, ranges = DISPLAY_RANGES }: HistoryChartsProps) {
  const series = useMemo(() => {
    const ordered = [...readings].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
    const times = ordered.map((r) => Date.parse(r.timestamp) / 1000);
    return (Object.keys(FIELD_OF) as DisplayKey[]).map((key) => {
      const values = ordered.map((r) => {
        const value = r[FIELD_OF[key]];
        return typeof value === 'number' ? value : null;
      });
      return { key, times, values, measured: values.some((v) => v !== null) };
    });
  }, [readings]);
  if (readings.length === 0) return <p className="card text-sm">No readings in this range.</p>;
  return (
    <section aria-label="Charts" className="flex flex-col gap-3">
      {series
        .filter((s) => s.measured)
        .map((s) => (
          <figure key={s.key} className="card flex flex-col gap-1" data-testid={`chart-${s.key}`}>
            <figcaption className="text-sm font-semibold">
              {ranges[s.key].name}
              {ranges[s.key].unit && ` (${ranges[s.key].unit})`}
              <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
                ideal {ranges[s.key].idealMin}-{ranges[s.key].idealMax}
              </span>
            </figcaption>
            <Suspense fallback={<div className="h-40" />}>
              <ParameterChart range={ranges[s.key]} times={s.times} values={s.values} />
            </Suspense>
          </figure>
        ))}
    </section>
  );
}
