// /history (issue 7): owners audit their full chemistry history — a chart per parameter with the ideal
// band, every reading and every chemical added with when and how (GET …/readings and …/chemical-additions,
// both bounded by the date range), and 'Export CSV' (the server's history.csv, the same audit record).
// Temperatures and amounts show in the owner's units (°C, mL and g with metric). The CSV stays in the
// stored US units, named in its columns (temperature_f; amount with its unit fl_oz, oz, lb or gallons),
// so an export reads the same whoever made it and its numbers are the record itself, not a rounding of
// it; with metric the screen says so under the button.
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PoolId } from '../../../api/pools.api.ts';
import { chemicalAdditionsQueryOptions, historyCsvPath, readingHistoryQueryOptions } from '../../../api/water.api.ts';
import { formatReadingTime, formatValue, methodLabel } from '../test-screen/reading-format.ts';
import { useActivePool } from '../../pools/use-active-pool.ts';
import { HistoryCharts } from './HistoryCharts.tsx';
import { useWaterTargets } from '../chemistry/use-water-targets.ts';
import { amountText, dosageInUnits, temperatureInUnits, temperatureUnit } from '../../../../domain/chemistry/display-units.ts';
import { usePreferences } from '../../settings/use-preferences.ts';

/** A yyyy-mm-dd date input as the ISO bound of that local day. */
const dayBound = (day: string, end: boolean): string | undefined =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`).toISOString() : undefined;

export function HistoryScreen() {
  const { pool } = useActivePool();
  if (!pool) return <p className="p-4 text-sm">No pool yet. Add a pool and a test to see its history.</p>;
  return <PoolHistory poolId={pool.id} />;
}

function PoolHistory({ poolId }: { poolId: PoolId }) {
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const range = useMemo(() => ({ from: dayBound(fromDay, false), to: dayBound(toDay, true) }), [fromDay, toDay]);
  const readings = useQuery(readingHistoryQueryOptions(poolId, range));
  const targets = useWaterTargets(poolId);
  const additions = useQuery(chemicalAdditionsQueryOptions(poolId, range)).data ?? [];
  const { units } = usePreferences();
  const temperature = (tempF: number | null) => formatValue(tempF === null ? null : temperatureInUnits(tempF, units), temperatureUnit(units));

  return (
    <div className="flex flex-col gap-4 p-4">
      <section aria-label="Date range" className="card flex flex-wrap items-end gap-3">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          From
          <input type="date" value={fromDay} max={toDay || undefined} onChange={(e) => setFromDay(e.target.value)} className="min-h-11 rounded-xl border border-slate-300 px-2 dark:border-slate-700 dark:bg-slate-900" />
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          To
          <input type="date" value={toDay} min={fromDay || undefined} onChange={(e) => setToDay(e.target.value)} className="min-h-11 rounded-xl border border-slate-300 px-2 dark:border-slate-700 dark:bg-slate-900" />
        </label>
        <a href={historyCsvPath(poolId)} download="pool-history.csv" className="btn-secondary w-full">
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
        {units === 'metric' && (
          <p className="w-full text-xs text-slate-600 dark:text-slate-300">The CSV keeps the stored US units: °F, fl oz, oz, lb and gallons.</p>
        )}
      </section>
      {readings.isPending && <p className="text-sm">Loading...</p>}
      {readings.isError && <p className="text-sm text-red-700">Could not load the history. Please try again.</p>}
      {readings.data && <HistoryCharts readings={readings.data} ranges={targets?.ranges} units={units} />}
      <section aria-labelledby="readings-title" className="card flex flex-col gap-2">
        <h2 id="readings-title" className="text-lg font-bold">
          Readings ({readings.data?.length ?? 0})
        </h2>
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {readings.data?.map((r) => (
            <li key={r.id} data-testid="history-reading" className="py-2 text-sm">
              <p className="font-semibold">
                {formatReadingTime(r.timestamp)} · {methodLabel(r.testMethod)}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                pH {formatValue(r.ph)} · FC {formatValue(r.freeChlorinePpm)} · TC {formatValue(r.totalChlorinePpm)} · TA {formatValue(r.totalAlkalinityPpm)} · CYA{' '}
                {formatValue(r.cyaPpm)} · CH {formatValue(r.calciumHardnessPpm)} · Temp {temperature(r.temperatureF)}
              </p>
              {r.notes && <p className="italic">{r.notes}</p>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="additions-title" className="card flex flex-col gap-2">
        <h2 id="additions-title" className="text-lg font-bold">
          Chemicals Added ({additions.length})
        </h2>
        {additions.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">No chemicals recorded in this range.</p>}
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {additions.map((a) => (
            <li key={`${a.planId}-${a.stepId}`} data-testid="history-addition" className="py-2 text-sm">
              <p className="font-semibold">
                {formatReadingTime(a.addedAt)} · {a.chemical}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                {a.description ? dosageInUnits(a, units) : amountText(a.amount, a.unit, units)} · from the treatment plan
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
