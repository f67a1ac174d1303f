// The warning every chlorine product carries (issue 16): the solid chlorines are strong oxidisers that
// can ignite or explode when mixed with each other, with acid or with other chemicals, and liquid
// chlorine with acid gives off chlorine gas.
import { TriangleAlert } from 'lucide-react';

const SOLID_OXIDISERS = new Set(['cal_hypo', 'trichlor', 'dichlor']);

export function mixingWarningText(chemistryProduct: string | undefined): string | null {
  if (chemistryProduct === undefined) return null;
  if (SOLID_OXIDISERS.has(chemistryProduct)) {
    return 'Never mix cal hypo, trichlor or dichlor with each other, with acid or with any other chemical: fire and explosion risk. Add each to the pool water separately and store them apart.';
  }
  if (chemistryProduct === 'liquid_chlorine') {
    return 'Never mix liquid chlorine with acid or with other chemicals: it releases toxic chlorine gas. Add each to the pool water separately.';
  }
  return null;
}

export function MixingWarning({ chemistryProduct }: { chemistryProduct: string | undefined }) {
  const text = mixingWarningText(chemistryProduct);
  if (!text) return null;
  return (
    <p role="note" className="flex gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
