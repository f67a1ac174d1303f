// One parameter over time with its ideal band shaded (spec §9 ranges), drawn by uPlot: a small, fast
// canvas chart that only this route loads.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DisplayRange } from '../../../../domain/chemistry/index.ts';

interface Props {
  range: DisplayRange;
  /** Epoch seconds, ascending. */
  times: number[];
  values: (number | null)[];
}

const HEIGHT_PX = 160;

/** Dates, not clock times, on the time axis (US English, spec §9); a day named once, though a short range splits it in hours. */
const dayLabels = (_plot: uPlot, splits: number[]) =>
  splits.map((seconds, index) => {
    const day = (at: number) => new Date(at * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
    const previous = splits[index - 1];
    return previous !== undefined && day(previous) === day(seconds) ? '' : day(seconds);
  });

function idealBand(range: DisplayRange): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (plot) => {
        const top = plot.valToPos(range.idealMax, 'y', true);
        const bottom = plot.valToPos(range.idealMin, 'y', true);
        plot.ctx.save();
        plot.ctx.fillStyle = 'rgba(34, 197, 94, 0.18)';
        plot.ctx.fillRect(plot.bbox.left, top, plot.bbox.width, bottom - top);
        plot.ctx.restore();
      },
    },
  };
}

export default function ParameterChart({ range, times, values }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const present = values.filter((value): value is number => value !== null);
    const low = Math.min(range.idealMin, ...present);
    const high = Math.max(range.idealMax, ...present);
    const pad = (high - low) * 0.15 || 1;
    const plot = new uPlot(
      {
        width: host.clientWidth || 340,
        height: HEIGHT_PX,
        legend: { show: false },
        cursor: { y: false },
        scales: { y: { range: [Math.max(0, low - pad), high + pad] } },
        axes: [{ stroke: '#64748b', size: 32, values: dayLabels }, { stroke: '#64748b', size: 44 }],
        series: [{}, { label: range.name, stroke: '#0284c7', width: 2, points: { show: true, size: 6 }, spanGaps: true }],
        plugins: [idealBand(range)],
      },
      [times, values],
      host,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: host.clientWidth || 340, height: HEIGHT_PX }));
    resize.observe(host);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [range, times, values]);
  return <div ref={hostRef} className="w-full" role="img" aria-label={`${range.name} over time, ideal ${range.idealMin}-${range.idealMax} shaded`} />;
}
