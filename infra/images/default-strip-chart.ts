// The built-in chart (a copy of the shared default chart), parsed once; and loading a user's chart from JSON.
import { readFile } from 'node:fs/promises';
import { parseStripChart, type StripChart } from '../../domain/strip/strip-chart.schema.ts';
import defaultChartJson from './default-strip-chart.json' with { type: 'json' };

export const DEFAULT_STRIP_CHART: StripChart = parseStripChart(defaultChartJson);

export async function loadStripChart(path: string): Promise<StripChart> {
  return parseStripChart(JSON.parse(await readFile(path, 'utf8')));
}
