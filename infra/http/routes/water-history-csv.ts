// The audit export behind GET /api/pools/{poolId}/history.csv: every reading (deleted ones
// flagged) and every chemical added, in time order, as RFC 4180 CSV. Text a person typed is
// defused against spreadsheet formula injection. Streamed: the two read models are read a page at a
// time (keyset cursors over their time indexes) and merged by time, so memory stays flat and the
// header row goes out at once, whatever the size of the history. Values are the stored US units
// whatever units the owner reads the app in (issue 19): the columns name them (temperature_f; amount
// with its unit fl_oz, oz, lb or gallons), and /history says so beside the button in metric.
import type { ChemicalAdditionView } from '../../../projections/water/chemical-additions.projection.ts';
import type { AuditReading } from '../../../projections/water/readings.projection.ts';

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

/** A keyset-paged source: one page after `cursor`, and the cursor of the next (null at the end). */
export type PageSource<Item, Cursor> = (cursor: Cursor | null) => Promise<{ items: Item[]; next: Cursor | null }>;

async function* itemsOf<Item, Cursor>(source: PageSource<Item, Cursor>): AsyncGenerator<Item> {
  let cursor: Cursor | null = null;
  do {
    const page: { items: Item[]; next: Cursor | null } = await source(cursor);
    yield* page.items;
    cursor = page.next;
  } while (cursor !== null);
}

const readingLine = (r: AuditReading) => line({
  record_type: 'reading', time: r.timestamp, reading_id: r.id, test_method: r.testMethod, ph: r.ph, free_chlorine_ppm: r.freeChlorinePpm,
  total_chlorine_ppm: r.totalChlorinePpm, total_alkalinity_ppm: r.totalAlkalinityPpm, cya_ppm: r.cyaPpm,
  calcium_hardness_ppm: r.calciumHardnessPpm, temperature_f: r.temperatureF, notes: r.notes, deleted: r.deleted,
});

const additionLine = (a: ChemicalAdditionView) => line({
  record_type: 'chemical_added', time: a.addedAt, plan_id: a.planId, step_id: a.stepId, chemical: a.chemical,
  amount: a.amount, unit: a.unit, dosage: a.description,
});

/** Lines are sent in chunks of this many, not one write per line. */
const LINES_PER_CHUNK = 500;

/**
 * The CSV in chunks: the header first, then readings and additions merged by time (ISO UTC strings
 * compare as times; at equal times a reading comes before the chemicals it led to).
 */
export async function* historyCsvChunks<ReadingCursor, AdditionCursor>(
  readings: PageSource<AuditReading, ReadingCursor>, additions: PageSource<ChemicalAdditionView, AdditionCursor>,
): AsyncGenerator<string> {
  yield HISTORY_CSV_COLUMNS.join(',') + '\r\n';
  const r = itemsOf(readings);
  const a = itemsOf(additions);
  let reading = await r.next();
  let addition = await a.next();
  let chunk: string[] = [];
  while (!reading.done || !addition.done) {
    if (!reading.done && (addition.done || reading.value.timestamp <= addition.value.addedAt)) {
      chunk.push(readingLine(reading.value));
      reading = await r.next();
    } else if (!addition.done) {
      chunk.push(additionLine(addition.value));
      addition = await a.next();
    }
    if (chunk.length >= LINES_PER_CHUNK) {
      yield chunk.join('\r\n') + '\r\n';
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk.join('\r\n') + '\r\n';
}
