import { describe, expect, it } from 'vitest';
import { defaultChartJson as defaultChart } from './default-strip-chart.ts';
import { chartLabs, matchPadColour } from './colour-match.ts';
import { mixLab, type Lab } from './colour-space.ts';
import { levelScale, positionOfValue, valueAtPosition } from './level-scale.ts';
import { padsFromHandle, parseStripChart } from './strip-chart.schema.ts';

const chart = parseStripChart(defaultChart);
const pads = padsFromHandle(chart);
const pad = (parameter: string) => pads.find((p) => p.parameter === parameter)!;

describe('level scale', () => {
  it('interpolates pH linearly and ppm logarithmically, 0 ppm as a quarter of the first level', () => {
    const ph = levelScale(pad('ph').levels, pad('ph').unit);
    expect(positionOfValue(ph, 7.5)).toBeCloseTo(2.5, 6);
    const fc = levelScale(pad('freeChlorine').levels, 'ppm');
    expect(valueAtPosition(fc, 3.5)).toBeCloseTo(Math.sqrt(15), 6);
    expect(positionOfValue(fc, 0)).toBe(0);
    expect(positionOfValue(fc, 0.25)).toBeCloseTo(0.5, 6);
    expect(valueAtPosition(fc, 0)).toBe(0);
  });

  it('round-trips positions and values across every pad', () => {
    for (const p of pads) {
      const scale = levelScale(p.levels, p.unit);
      for (let pos = 0.05; pos < p.levels.length - 1; pos += 0.37) {
        expect(positionOfValue(scale, valueAtPosition(scale, pos))).toBeCloseTo(pos, 6);
      }
    }
  });
});

describe('matchPadColour', () => {
  it('reads every chart swatch as its own level with full confidence', () => {
    for (const p of pads) {
      chartLabs(p).forEach((lab, i) => {
        const m = matchPadColour(lab, p);
        expect(m.position).toBeCloseTo(i, 2);
        expect(m.deltaE).toBeLessThan(0.05);
        expect(m.confidence).toBeGreaterThan(0.9);
      });
    }
  });

  it('interpolates between neighbouring levels along the CIELAB path and names the bracketing levels', () => {
    const p = pad('totalAlkalinity');
    const labs = chartLabs(p);
    const m = matchPadColour(mixLab(labs[2]!, labs[3]!, 0.5), p);
    expect(m.position).toBeCloseTo(2.5, 1);
    expect(m.lowerLevel).toBe(80);
    expect(m.upperLevel).toBe(120);
    expect(m.value).toBeCloseTo(Math.sqrt(80 * 120), -1);
  });

  it('lowers the confidence for a colour far off the chart path', () => {
    const p = pad('ph');
    const onPath = matchPadColour(chartLabs(p)[2]!, p);
    const offPath: Lab = [40, -40, -30];
    const off = matchPadColour(offPath, p);
    expect(off.deltaE).toBeGreaterThan(20);
    expect(off.confidence).toBeLessThan(0.3);
    expect(onPath.confidence).toBeGreaterThan(off.confidence);
  });
});

describe('strip chart schema', () => {
  it('accepts the default chart and lists pads from the handle', () => {
    expect(pads.map((p) => p.parameter)).toEqual(chart.padOrderFromHandle);
  });

  it('rejects levels out of order and pads without a scale', () => {
    const broken = structuredClone(defaultChart);
    broken.pads[0]!.levels.reverse();
    expect(() => parseStripChart(broken)).toThrow();
    const missing = structuredClone(defaultChart);
    missing.pads = missing.pads.slice(1);
    expect(() => parseStripChart(missing)).toThrow();
  });
});
