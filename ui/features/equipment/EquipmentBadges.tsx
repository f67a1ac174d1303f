// Small pieces equipment lists share: the status badge (Good, Issue, Critical, Offline), the condition
// tag. No icons here: this module is shared with home's lazy chunk, and an icon shared by two chunks
// would be hoisted into home's first-screen JavaScript.
import type { Equipment } from '../../api/equipment.api.ts';
import { optionLabel } from '../pools/pool-form/pool-options.ts';
import { STATUS_LABELS, type Tone } from './equipment-format.ts';

const TONE_CLASS: Record<Tone, string> = {
  good: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

const STATUS_TONE: Record<Equipment['status'], Tone> = { good: 'good', warning: 'warning', critical: 'critical', offline: 'neutral' };
const CONDITION_TONE: Record<Equipment['condition'], Tone> = {
  excellent: 'good', good: 'good', fair: 'warning', poor: 'critical', needs_replacement: 'critical',
};

/** `what` is read before the value ('Status: Good'), for screen readers only. */
function Pill({ tone, children, what }: { tone: Tone; children: string; what: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE_CLASS[tone]}`}>
      <span className="sr-only">{what}: </span>
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: Equipment['status'] }) {
  return (
    <Pill tone={STATUS_TONE[status]} what="Status">
      {STATUS_LABELS[status]}
    </Pill>
  );
}

/** 'Poor condition' beside the status: a bare 'Good' beside 'Poor' would read as a contradiction. */
export function conditionText(condition: Equipment['condition']): string {
  return condition === 'needs_replacement' ? 'Needs replacement' : `${optionLabel(condition)} condition`;
}

export function ConditionTag({ condition }: { condition: Equipment['condition'] }) {
  return (
    <Pill tone={CONDITION_TONE[condition]} what="Condition">
      {conditionText(condition)}
    </Pill>
  );
}
