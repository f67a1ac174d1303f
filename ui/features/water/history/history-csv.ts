// Reads the server's history.csv (RFC 4180) for the chemicals added: the export is the one place that
// lists them with when and how, so the history screen shows exactly what the owner downloads.

export interface ChemicalAddition {
  time: string;
  chemical: string;
  amount: string;
  unit: string;
  dosage: string;
  planId: string;
}

/** Splits RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The chemical_added records of the export, oldest first. */
export function chemicalAdditionsOf(csv: string): ChemicalAddition[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) return [];
  const at = (row: string[], column: string) => row[header.indexOf(column)] ?? '';
  return rows
    .filter((row) => at(row, 'record_type') === 'chemical_added')
    .map((row) => ({
      time: at(row, 'time'),
      chemical: at(row, 'chemical'),
      amount: at(row, 'amount'),
      unit: at(row, 'unit'),
      dosage: at(row, 'dosage').replace(/^'/, ''),
      planId: at(row, 'plan_id'),
    }));
}
