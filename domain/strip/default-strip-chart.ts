// The built-in chart: a copy of the shared default chart (../shared/strip-chart.json), kept as data
// beside the code that reads it and parsed once. Other brands' charts are JSON of the same schema.
import { parseStripChart, type StripChart } from './strip-chart.schema.ts';
import defaultChartJson from './default-strip-chart.json' with { type: 'json' };

export { defaultChartJson };
export const DEFAULT_STRIP_CHART: StripChart = parseStripChart(defaultChartJson);
