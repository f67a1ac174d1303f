// The Water Chemistry panel (spec §2): one card per displayed reading with icon, name, value (1 decimal)
// and unit, trend arrow, status icon, a gauge from critical min to max with the ideal band shaded, and
// three labels; hovering or tapping a card expands its details (one card at a time). The summary block
// 'Pool Status' reads 'N of M levels in ideal range' with its emoji. Nothing renders without a reading.
// Every rule comes from domain/chemistry; this file only draws.
import { useState } from 'react';
import {
  chemistrySummary,
  displayedReadings,
  type WaterChemistryInput,
} from '../../../../domain/chemistry/index.ts';
import { ReadingCard } from './ReadingCard.tsx';

export function WaterChemistryPanel({ reading }: { reading: WaterChemistryInput | null | undefined }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  if (!reading) return null;
  const readings = displayedReadings(reading);
  if (readings.length === 0) return null;
  const summary = chemistrySummary(readings);
  return (
    <section aria-labelledby="water-chemistry-title" className="flex flex-col gap-3">
      <div>
        <h3 id="water-chemistry-title" className="text-base font-bold">
          Water Chemistry
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">Real-time pool chemical levels</p>
      </div>
      <ul className="flex flex-col gap-2">
        {readings.map((item) => (
          <li key={item.key}>
            <ReadingCard
              reading={item}
              expanded={expanded === item.key}
              onExpand={(open) => setExpanded(open ? item.key : null)}
            />
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800" data-testid="chemistry-summary">
        <h4 className="text-sm font-semibold">Pool Status</h4>
        <p className="text-sm">
          {summary.text}{' '}
          <span role="img" aria-label={EMOJI_LABEL[summary.emoji]}>
            {summary.emoji}
          </span>
        </p>
      </div>
    </section>
  );
}

const EMOJI_LABEL = { '🏊': 'swimmer', '⚠️': 'warning', '🔧': 'wrench' } as const;
