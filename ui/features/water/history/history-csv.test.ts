// history.csv reading: quoted cells and the chemical_added records.
import { describe, expect, it } from 'vitest';
import { chemicalAdditionsOf, parseCsv } from './history-csv.ts';

const HEADER = 'record_type,time,reading_id,test_method,ph,free_chlorine_ppm,total_chlorine_ppm,total_alkalinity_ppm,cya_ppm,calcium_hardness_ppm,temperature_f,notes,deleted,plan_id,step_id,chemical,amount,unit,dosage';

describe('history csv', () => {
  it('parses quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b, ""c""\nd",e\r\n1,2,3\r\n')).toEqual([['a', 'b, "c"\nd', 'e'], ['1', '2', '3']]);
  });

  it('lists the chemicals added with when and how', () => {
    const csv = [
      HEADER,
      'reading,2026-06-01T10:00:00.000Z,r1,manual,7.9,,,,,,,"rain, heavy",false,,,,,,',
      "chemical_added,2026-06-01T11:00:00.000Z,,,,,,,,,,,,p1,s1,Muriatic Acid,12,fl_oz,\"'-Add 12 fl oz, slowly\"",
    ].join('\r\n') + '\r\n';
    expect(chemicalAdditionsOf(csv)).toEqual([
      { time: '2026-06-01T11:00:00.000Z', chemical: 'Muriatic Acid', amount: '12', unit: 'fl_oz', dosage: '-Add 12 fl oz, slowly', planId: 'p1' },
    ]);
  });
});
