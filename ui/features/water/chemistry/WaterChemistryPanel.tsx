// The Water Chemistry panel (spec §2): one card per displayed reading with icon, name, value (1 decimal)
// and unit, trend arrow, status icon, a gauge from critical min to max with the ideal band shaded, and
// three labels; hovering or tapping a card expands its details (one card at a time). The summary block
// 'Pool Status' reads 'N of M levels in ideal range' with its emoji. Nothing renders without a reading.
// Cards are judged against the pool's targets (free chlorine by its latest measured CYA), and the panel
// says which test that CYA came from; the temperature shows in the owner's units. Every rule comes from
// domain/chemistry; this file only draws.
import { useState } from 'react';
import {
  chemistrySummary,
  displayedReadings,
  type WaterChemistryInput,
  type WaterTargets,
} from '../../../../domain/chemistry/index.ts';
import { readingInUnits, type UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { ReadingCard } from './ReadingCard.tsx';

interface WaterChemistryPanelProps {
  reading: WaterChemistryInput | null | undefined;
  targets: WaterTargets;
  /** The latest reading's id: the CYA note says 'from this test' when the CYA is its own. */
  readingId?: string | undefined;
  /** The owner's units (Settings): the temperature card in °F or °C. */
  units?: UnitSystem;
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Where the chlorine targets come from, in a sentence. */
export function chlorineBasisText(targets: WaterTargets, readingId?: string): string {
  const chlorine = targets.chlorine;
  if (chlorine.basis === 'default') return `${chlorine.note}.`;
  const { idealMin, idealMax } = targets.ranges.chlorine;
  const source = chlorine.cya.readingId === readingId ? 'this test' : `the test of ${DATE.format(chlorine.cya.testedAt)}`;
  const kind = chlorine.saltwater ? ' (salt-water pool)' : '';
  return `Chlorine target ${idealMin}-${idealMax} ppm for CYA ${chlorine.cya.ppm} ppm from ${source}${kind}.`;
}

export function WaterChemistryPanel({ reading, targets, readingId, units = 'imperial' }: WaterChemistryPanelProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  if (!reading) return null;
  const readings = displayedReadings(reading, targets.ranges).map((item) => readingInUnits(item, units));
  if (readings.length === 0) return null;
  const summary = chemistrySummary(readings);
  return (
    <section aria-labelledby="water-chemistry-title" className="flex flex-col gap-3">
      <div>
        <h3 id="water-chemistry-title" className="text-base font-bold">
          Water Chemistry
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">Real-time pool chemical levels</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="chlorine-basis">
          {chlorineBasisText(targets, readingId)}
        </p>
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
