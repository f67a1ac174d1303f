// Display helpers for stored readings (US English dates, spec §9; values with 1 decimal).
export function formatReadingTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function formatValue(value: number | null | undefined, unit = ''): string {
  return typeof value === 'number' ? `${value.toFixed(1)}${unit}` : '—';
}

const METHOD_LABELS: Record<string, string> = { manual: 'Manual entry', camera: 'Live camera', upload: 'Photo upload' };
export const methodLabel = (method: string): string => METHOD_LABELS[method] ?? method;
