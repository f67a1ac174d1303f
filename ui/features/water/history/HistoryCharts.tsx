// A chart per parameter over the readings in range, oldest to newest, with the pool's ideal band
// (water-targets.ts: free chlorine by its CYA, spec §9 for the rest), the same one the panel shows. The
// temperature, its axis and band are in the owner's units (history-series.ts).
import { lazy, Suspense, useMemo } from 'react';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { DISPLAY_RANGES, type DisplayKey, type DisplayRange } from '../../../../domain/chemistry/index.ts';
import type { StoredReading } from '../../../api/water.api.ts';
import { chartSeries } from './history-series.ts';

// uPlot touches window.matchMedia when its module loads, so it is imported only when a chart renders.
const ParameterChart = lazy(() => import('./ParameterChart.tsx'));

interface HistoryChartsProps {
  readings: readonly StoredReading[];
  /** The pool's ranges (useWaterTargets); spec §9's until they load. */
  ranges?: Record<DisplayKey, DisplayRange> | undefined;
  units: UnitSystem;
}

export function HistoryCharts({ readings, ranges = DISPLAY_RANGES, units }: HistoryChartsProps) {
  const series = useMemo(() => chartSeries(readings, ranges, units), [readings, ranges, units]);
  if (readings.length === 0) return <p className="card text-sm">No readings in this range.</p>;
  return (
    <section aria-label="Charts" className="flex flex-col gap-3">
      {series.map((s) => (
        <figure key={s.key} className="card flex flex-col gap-1" data-testid={`chart-${s.key}`}>
          <figcaption className="text-sm font-semibold">
            {s.range.name}
            {s.range.unit && ` (${s.range.unit})`}
            <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
              ideal {s.range.idealMin}-{s.range.idealMax}
            </span>
          </figcaption>
          <Suspense fallback={<div className="h-40" />}>
            <ParameterChart range={s.range} times={s.times} values={s.values} />
          </Suspense>
        </figure>
      ))}
    </section>
  );
}
