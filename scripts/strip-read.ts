// CLI: reads test-strip photos and prints one JSON line per image (reading + confidence, or error) on stdout.
// A photo with a pad hidden (glare) prints the other pads' reading, without that field, and `unreadable`:
// the pads to retest and why.
// Usage: npm run -s strip:read -- <image> [<image>…] [--chart <chart.json>]
import { readFile } from 'node:fs/promises';
import { loadStripChart } from '../infra/images/default-strip-chart.ts';
import { readStripPhoto } from '../infra/images/read-strip-photo.ts';
import type { StripChart } from '../domain/strip/strip-chart.schema.ts';

function parseArgs(argv: string[]): { files: string[]; chartPath?: string } {
  const files: string[] = [];
  let chartPath: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--chart') chartPath = argv[++i];
    else if (arg.startsWith('--chart=')) chartPath = arg.slice('--chart='.length);
    else if (arg !== '--') files.push(arg);
  }
  return chartPath ? { files, chartPath } : { files };
}

async function main(): Promise<void> {
  const { files, chartPath } = parseArgs(process.argv.slice(2));
  if (!files.length) {
    process.stderr.write('usage: strip-read <image> [<image>…] [--chart <chart.json>]\n');
    process.exitCode = 2;
    return;
  }
  let chart: StripChart | undefined;
  if (chartPath) chart = await loadStripChart(chartPath);
  for (const file of files) process.stdout.write(`${JSON.stringify(await readOne(file, chart))}\n`);
}

async function readOne(file: string, chart: StripChart | undefined): Promise<object> {
  try {
    const result = await readStripPhoto(await readFile(file), chart ? { chart } : {});
    if (result.ok) return { file, reading: result.reading, confidence: result.confidence, notes: result.notes };
    const { error, partial } = result;
    if (!partial) return { file, error: { code: error.code, message: error.message } };
    const unreadable = partial.unreadable.map((u) => ({ parameter: u.parameter, field: u.field, reason: u.reason, message: u.message }));
    return { file, reading: partial.reading, confidence: partial.confidence, notes: partial.notes, unreadable };
  } catch (err) {
    process.stderr.write(`${file}: ${(err as Error).message}\n`);
    return { file, error: { code: 'unreadable_image', message: (err as Error).message } };
  }
}

await main();
