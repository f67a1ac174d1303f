// A chart per parameter (spec §9 display ranges) over the readings in range, oldest to newest.
import { lazy, Suspense, useMemo } from 'react';
import { DISPLAY_RANGES, type DisplayKey } from '../../../../domain/chemistry/index.ts';
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

export function HistoryCharts({ readings }: { readings: readonly StoredReading[] }) {
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
              {DISPLAY_RANGES[s.key].name}
              {DISPLAY_RANGES[s.key].unit && ` (${DISPLAY_RANGES[s.key].unit})`}
              <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
                ideal {DISPLAY_RANGES[s.key].idealMin}-{DISPLAY_RANGES[s.key].idealMax}
              </span>
            </figcaption>
            <Suspense fallback={<div className="h-40" />}>
              <ParameterChart range={DISPLAY_RANGES[s.key]} times={s.times} values={s.values} />
            </Suspense>
          </figure>
        ))}
    </section>
  );
}
