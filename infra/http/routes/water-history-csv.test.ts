// The streamed audit CSV: readings and additions merged by time across page boundaries (a reading
// before the chemicals at its own time), every row once, and the header first on its own.
import { describe, expect, it } from 'vitest';
import type { ChemicalAdditionView } from '../../../projections/water/chemical-additions.projection.ts';
import type { AuditReading } from '../../../projections/water/readings.projection.ts';
import { HISTORY_CSV_COLUMNS, historyCsvChunks, type PageSource } from './water-history-csv.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute)).toISOString();
const reading = (minute: number): AuditReading => ({
  id: `r${minute}`, poolId: 'p', timestamp: at(minute), testMethod: 'manual', ph: 7.4, freeChlorinePpm: 2, totalChlorinePpm: null,
  totalAlkalinityPpm: null, cyaPpm: null, calciumHardnessPpm: null, temperatureF: null, notes: '=SUM(A1)', createdAt: at(minute), updatedAt: at(minute), deleted: false,
});
const addition = (minute: number): ChemicalAdditionView => ({
  planId: 'plan', stepId: `s${minute}`, chemical: 'Liquid chlorine', product: 'liquid_chlorine', amount: 1234.5, unit: 'fl_oz', description: '1,234.5 fl oz', addedAt: at(minute),
});

/** Serves `items` two at a time, as the read model's keyset pages would. */
function pagesOf<Item>(items: Item[], pageSize = 2): { source: PageSource<Item, number>; calls: number[] } {
  const calls: number[] = [];
  const source: PageSource<Item, number> = async (cursor) => {
    const start = cursor ?? 0;
    calls.push(start);
    const page = items.slice(start, start + pageSize);
    return { items: page, next: page.length === pageSize ? start + pageSize : null };
  };
  return { source, calls };
}

async function collect(chunks: AsyncGenerator<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('historyCsvChunks', () => {
  it('sends the header first, then every row merged by time across pages, a reading before the chemicals at its time', async () => {
    const readings = pagesOf([reading(0), reading(10), reading(20), reading(30), reading(40)]);
    const additions = pagesOf([addition(5), addition(10), addition(35)]);
    const chunks = await collect(historyCsvChunks(readings.source, additions.source));
    expect(chunks[0]).toBe(`${HISTORY_CSV_COLUMNS.join(',')}\r\n`);
    const rows = chunks.slice(1).join('').trimEnd().split('\r\n');
    expect(rows.map((row) => row.split(',').slice(0, 2).join(' '))).toEqual([
      `reading ${at(0)}`, `chemical_added ${at(5)}`, `reading ${at(10)}`, `chemical_added ${at(10)}`, `reading ${at(20)}`,
      `reading ${at(30)}`, `chemical_added ${at(35)}`, `reading ${at(40)}`,
    ]);
    // Text a person typed is defused; numbers keep their value (the dosage text keeps its separator, quoted).
    expect(rows[0]).toContain(`'=SUM(A1)`);
    expect(rows[1]).toContain('1234.5,fl_oz,"1,234.5 fl oz"');
    // Each page is asked for once, after the previous one's cursor.
    expect(readings.calls).toEqual([0, 2, 4]);
    expect(additions.calls).toEqual([0, 2]);
  });

  it('writes only the header for a pool with no history', async () => {
    const empty = pagesOf<AuditReading>([]);
    const none = pagesOf<ChemicalAdditionView>([]);
    expect(await collect(historyCsvChunks(empty.source, none.source))).toEqual([`${HISTORY_CSV_COLUMNS.join(',')}\r\n`]);
  });
});
