// A small coloured label: 'Best Price', 'Cheapest total', '20% off', 'Sample'. Dark text on a light fill
// (and the reverse in dark theme) for AA contrast at 12 px.
import type { ReactNode } from 'react';

const TONES = {
  brand: 'bg-brand-100 text-brand-700 dark:bg-brand-700 dark:text-white',
  green: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

export function Tag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}>{children}</span>;
}
