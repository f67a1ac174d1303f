// Recent Tests of the pool (spec §2): the 20 newest readings with Edit and Delete, and a link to the
// full history. Delete warns when the reading backs the active treatment plan.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PoolId } from '../../../api/pools.api.ts';
import { recentReadingsQueryOptions, treatmentPlanQueryOptions, type StoredReading } from '../../../api/water.api.ts';
import { DeleteReadingDialog } from './DeleteReadingDialog.tsx';
import { formatReadingTime, formatValue, methodLabel } from './reading-format.ts';

export function RecentTests({ poolId, onEdit }: { poolId: PoolId; onEdit: (reading: StoredReading) => void }) {
  const recent = useQuery(recentReadingsQueryOptions(poolId));
  const plan = useQuery(treatmentPlanQueryOptions(poolId)).data;
  const [deleting, setDeleting] = useState<StoredReading | null>(null);
  const activePlanReadingId = plan?.status === 'active' ? plan.readingId : undefined;
  return (
    <section aria-labelledby="recent-tests-title" className="card flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-tests-title" className="text-lg font-bold">
          Recent Tests
        </h2>
        <Link to="/history" className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
          View history
        </Link>
      </div>
      {recent.isPending && <p className="text-sm">Loading...</p>}
      {recent.isError && <p className="text-sm text-red-700">Could not load recent tests.</p>}
      {recent.data?.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">No tests yet.</p>}
      <ul className="flex flex-col gap-2">
        {recent.data?.map((reading) => (
          <li key={reading.id} data-testid="recent-test" className="flex items-center gap-2 rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{formatReadingTime(reading.timestamp)}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {methodLabel(reading.testMethod)} · pH {formatValue(reading.ph)} · FC {formatValue(reading.freeChlorinePpm, ' ppm')}
              </p>
            </div>
            <button type="button" className="btn-icon" aria-label={`Edit test from ${formatReadingTime(reading.timestamp)}`} onClick={() => onEdit(reading)}>
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className="btn-icon" aria-label={`Delete test from ${formatReadingTime(reading.timestamp)}`} onClick={() => setDeleting(reading)}>
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <DeleteReadingDialog
        poolId={poolId}
        reading={deleting}
        backsActivePlan={deleting !== null && deleting.id === activePlanReadingId}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
