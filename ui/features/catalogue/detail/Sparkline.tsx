// A store's recent price history as a small inline SVG line (issue 16): lighter than a chart library,
// and enough to see whether a price is rising or falling. Described in words for screen readers.
import { formatMoney } from '../catalogue-format.ts';

interface SparklineProps {
  history: readonly { seenAt: string; price: number }[];
  width?: number;
  height?: number;
}

/** The polyline's points: time across (evenly by observation), price up; a flat line sits mid-height. */
export function sparklinePoints(prices: readonly number[], width: number, height: number): string {
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const pad = 2;
  return prices
    .map((price, index) => {
      const x = prices.length === 1 ? width / 2 : (index / (prices.length - 1)) * width;
      const y = high === low ? height / 2 : pad + (1 - (price - low) / (high - low)) * (height - 2 * pad);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export function Sparkline({ history, width = 72, height = 24 }: SparklineProps) {
  if (history.length < 2) return null;
  const prices = history.map((point) => point.price);
  const first = prices[0]!;
  const last = prices[prices.length - 1]!;
  const label = `Price history: ${formatMoney(first)} to ${formatMoney(last)}, low ${formatMoney(Math.min(...prices))}, high ${formatMoney(Math.max(...prices))}`;
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="shrink-0 overflow-visible text-brand-600 dark:text-brand-500">
      <polyline points={sparklinePoints(prices, width, height)} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
