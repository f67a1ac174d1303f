// The built-in chart (from domain/strip), and loading a user's chart from a JSON file.
import { readFile } from 'node:fs/promises';
import { parseStripChart, type StripChart } from '../../domain/strip/strip-chart.schema.ts';

export { DEFAULT_STRIP_CHART } from '../../domain/strip/default-strip-chart.ts';

export async function loadStripChart(path: string): Promise<StripChart> {
  return parseStripChart(JSON.parse(await readFile(path, 'utf8')));
}
