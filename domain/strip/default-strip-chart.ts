// The built-in chart: the default chart the strip samples were made to (the test fixtures keep a copy,
// infra/images/testing/fixtures/strip-chart.json, and a test keeps the two equal), kept as data
// beside the code that reads it and parsed once. Other brands' charts are JSON of the same schema.
import { parseStripChart, type StripChart } from './strip-chart.schema.ts';
import defaultChartJson from './default-strip-chart.json' with { type: 'json' };

export { defaultChartJson };
export const DEFAULT_STRIP_CHART: StripChart = parseStripChart(defaultChartJson);
