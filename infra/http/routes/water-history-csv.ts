// The audit export behind GET /api/pools/{poolId}/history.csv: every reading (deleted ones
// flagged) and every chemical added, in time order, as RFC 4180 CSV. Text a person typed is
// defused against spreadsheet formula injection.
import type { ChemicalAdditionView } from '../../../projections/water/chemical-additions.projection.ts';
import type { ReadingView } from '../../../projections/water/readings.projection.ts';

export const HISTORY_CSV_COLUMNS = [
  'record_type', 'time', 'reading_id', 'test_method', 'ph', 'free_chlorine_ppm', 'total_chlorine_ppm', 'total_alkalinity_ppm',
  'cya_ppm', 'calcium_hardness_ppm', 'temperature_f', 'notes', 'deleted', 'plan_id', 'step_id', 'chemical', 'amount', 'unit', 'dosage',
] as const;
type Column = (typeof HISTORY_CSV_COLUMNS)[number];
type Cell = string | number | boolean | null;

/** Quotes when needed; a leading =, +, -, @ or control character in text is prefixed with ' so spreadsheets show it as text. */
export function csvCell(value: Cell, text = false): string {
  if (value === null) return '';
  let out = String(value);
  if (text && /^[=+\-@\t\r]/.test(out)) out = `'${out}`;
  return /[",\r\n]/.test(out) ? `"${out.replace(/"/g, '""')}"` : out;
}

const TEXT_COLUMNS = new Set<Column>(['notes', 'chemical', 'dosage']);

function line(record: Partial<Record<Column, Cell>>): string {
  return HISTORY_CSV_COLUMNS.map((column) => csvCell(record[column] ?? null, TEXT_COLUMNS.has(column))).join(',');
}

export function historyCsv(readings: readonly (ReadingView & { deleted: boolean })[], additions: readonly ChemicalAdditionView[]): string {
  const rows: { time: string; line: string }[] = [
    ...readings.map((r) => ({
      time: r.timestamp,
      line: line({
        record_type: 'reading', time: r.timestamp, reading_id: r.id, test_method: r.testMethod, ph: r.ph, free_chlorine_ppm: r.freeChlorinePpm,
        total_chlorine_ppm: r.totalChlorinePpm, total_alkalinity_ppm: r.totalAlkalinityPpm, cya_ppm: r.cyaPpm,
        calcium_hardness_ppm: r.calciumHardnessPpm, temperature_f: r.temperatureF, notes: r.notes, deleted: r.deleted,
      }),
    })),
    ...additions.map((a) => ({
      time: a.addedAt,
      line: line({
        record_type: 'chemical_added', time: a.addedAt, plan_id: a.planId, step_id: a.stepId, chemical: a.chemical,
        amount: a.amount, unit: a.unit, dosage: a.description,
      }),
    })),
  ];
  // Stable: at equal times readings (listed first) stay before the chemicals they led to.
  rows.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return [HISTORY_CSV_COLUMNS.join(','), ...rows.map((row) => row.line)].join('\r\n') + '\r\n';
}
