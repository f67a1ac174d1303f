// One Water Chemistry card: a button that expands its details on hover, focus-tap or click.
import {
  ArrowDown, ArrowUp, Beaker, CircleAlert, CircleCheck, CircleX, Droplet, FlaskConical, Gem, Sun, Thermometer,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import {
  formatReadingValue,
  gaugeFillPercent,
  idealNote,
  type DisplayKey,
  type DisplayedReading,
  type ReadingColour,
} from '../../../../domain/chemistry/index.ts';

const ICONS: Record<DisplayKey, LucideIcon> = {
  ph: Droplet,
  chlorine: FlaskConical,
  alkalinity: Beaker,
  temperature: Thermometer,
  cyanuricAcid: Sun,
  calciumHardness: Gem,
};

const STATUS: Record<ReadingColour, { Icon: LucideIcon; label: string; text: string; fill: string }> = {
  green: { Icon: CircleCheck, label: 'Ideal', text: 'text-green-700 dark:text-green-400', fill: 'bg-green-600' },
  amber: { Icon: CircleAlert, label: 'Outside ideal range', text: 'text-amber-700 dark:text-amber-400', fill: 'bg-amber-500' },
  red: { Icon: CircleX, label: 'Critical', text: 'text-red-700 dark:text-red-400', fill: 'bg-red-600' },
};

const withUnit = (value: string, unit: string) => (unit ? `${value} ${unit}` : value);
const bandPercent = (value: number, r: DisplayedReading) => ((value - r.criticalMin) / (r.criticalMax - r.criticalMin)) * 100;

interface ReadingCardProps {
  reading: DisplayedReading;
  expanded: boolean;
  onExpand: (open: boolean) => void;
}

export function ReadingCard({ reading: r, expanded, onExpand }: ReadingCardProps) {
  const detailsId = useId();
  const Icon = ICONS[r.key];
  const status = STATUS[r.colour];
  const fill = gaugeFillPercent(r.value, r);
  const value = withUnit(formatReadingValue(r.value), r.unit);
  const bandLeft = bandPercent(r.idealMin, r);
  const bandWidth = bandPercent(r.idealMax, r) - bandLeft;
  return (
    <div
      className="rounded-xl border border-slate-200 dark:border-slate-700"
      onMouseEnter={() => onExpand(true)}
      onMouseLeave={() => onExpand(false)}
      data-testid={`reading-${r.key}`}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => onExpand(!expanded)}
        className="flex min-h-11 w-full flex-col gap-2 p-3 text-left"
      >
        <span className="flex w-full items-center gap-2">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-brand-500" />
          <span className="flex-1 text-sm font-medium">{r.name}</span>
          <span className="text-base font-bold tabular-nums">{value}</span>
          {r.trend === 'up' && <ArrowUp aria-label="Trending up" role="img" className="size-4" />}
          {r.trend === 'down' && <ArrowDown aria-label="Trending down" role="img" className="size-4" />}
          <status.Icon aria-label={status.label} role="img" className={`size-5 ${status.text}`} />
        </span>
        <span
          role="meter"
          aria-label={`${r.name} gauge`}
          aria-valuemin={r.criticalMin}
          aria-valuemax={r.criticalMax}
          aria-valuenow={Math.min(r.criticalMax, Math.max(r.criticalMin, r.value))}
          aria-valuetext={value}
          className="relative block h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <span
            data-testid="ideal-band"
            className="absolute inset-y-0 bg-green-300/70 dark:bg-green-800/80"
            style={{ left: `${bandLeft}%`, width: `${bandWidth}%` }}
          />
          <span data-testid="gauge-fill" className={`absolute inset-y-0 left-0 opacity-80 ${status.fill}`} style={{ width: `${fill}%` }} />
        </span>
        <span className="flex w-full justify-between text-xs text-slate-600 dark:text-slate-300">
          <span>{r.criticalMin}</span>
          <span>
            {r.idealMin}-{r.idealMax}
          </span>
          <span>{r.criticalMax}</span>
        </span>
      </button>
      <div id={detailsId} hidden={!expanded} className="border-t border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
        <p>
          Ideal Range: {withUnit(`${r.idealMin}-${r.idealMax}`, r.unit)}
        </p>
        <p>
          Safe Range: {withUnit(`${r.criticalMin}-${r.criticalMax}`, r.unit)}
        </p>
        <p className={status.text}>{idealNote(r.value, r)}</p>
      </div>
    </div>
  );
}
