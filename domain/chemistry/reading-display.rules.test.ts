import { describe, expect, it } from 'vitest';
import {
  DISPLAY_RANGES, chemistrySummary, displayedReadings, formatReadingValue, gaugeFillPercent, idealNote,
  readingColour, readingTrend,
} from './index.ts';

const ph = DISPLAY_RANGES.ph;

describe('reading display', () => {
  it('colours a value green inside ideal, amber inside critical, red beyond', () => {
    expect(readingColour(7.2, ph)).toBe('green');
    expect(readingColour(7.6, ph)).toBe('green');
    expect(readingColour(7.0, ph)).toBe('amber');
    expect(readingColour(8.2, ph)).toBe('amber');
    expect(readingColour(6.7, ph)).toBe('red');
    expect(readingColour(8.3, ph)).toBe('red');
  });

  it('shows trends for pH, chlorine and alkalinity only', () => {
    expect(readingTrend('ph', 7.5)).toBe('up');
    expect(readingTrend('ph', 7.1)).toBe('down');
    expect(readingTrend('ph', 7.3)).toBe('stable');
    expect(readingTrend('chlorine', 2.6)).toBe('up');
    expect(readingTrend('chlorine', 0.9)).toBe('down');
    expect(readingTrend('alkalinity', 121)).toBe('up');
    expect(readingTrend('alkalinity', 79)).toBe('down');
    expect(readingTrend('temperature', 200)).toBe('stable');
    expect(readingTrend('cyanuricAcid', 0)).toBe('stable');
    expect(readingTrend('calciumHardness', 1000)).toBe('stable');
  });

  it('fills the gauge by position between critical min and max, clamped to 0–100', () => {
    // pH 7.5: (7.5 − 6.8) / (8.2 − 6.8) = 0.5 → 50 %.
    expect(gaugeFillPercent(7.5, ph)).toBeCloseTo(50, 10);
    expect(gaugeFillPercent(6.0, ph)).toBe(0);
    expect(gaugeFillPercent(9.0, ph)).toBe(100);
  });

  it('notes below, above or within the ideal range and formats one decimal', () => {
    expect(idealNote(7.1, ph)).toBe('Below ideal range');
    expect(idealNote(7.7, ph)).toBe('Above ideal range');
    expect(idealNote(7.4, ph)).toBe('Within ideal range');
    expect(formatReadingValue(7)).toBe('7.0');
    expect(formatReadingValue(2.25)).toBe('2.3');
  });

  it('displays fields that are present and above zero, and chlorine also at zero', () => {
    const shown = displayedReadings({ ph: 0, chlorine: 0, alkalinity: null, temperature: 80, cyanuricAcid: undefined, calciumHardness: 250 });
    expect(shown.map((r) => r.key)).toEqual(['chlorine', 'temperature', 'calciumHardness']);
    expect(shown[0]).toMatchObject({ name: 'Free Chlorine', unit: 'ppm', value: 0, colour: 'red', trend: 'down', criticalMin: 0.5 });
  });
});

describe('chemistrySummary', () => {
  it('shows a swimmer when every level is ideal', () => {
    const summary = chemistrySummary(displayedReadings({ ph: 7.4, chlorine: 2 }));
    expect(summary).toEqual({ inIdeal: 2, total: 2, text: '2 of 2 levels in ideal range', emoji: '🏊' });
  });

  it('shows a warning sign when any level is outside the critical range', () => {
    expect(chemistrySummary(displayedReadings({ ph: 7.4, chlorine: 6 })).emoji).toBe('⚠️');
  });

  it('shows a wrench when levels are off but none is critical', () => {
    const summary = chemistrySummary(displayedReadings({ ph: 7.8, chlorine: 2, alkalinity: 100 }));
    expect(summary.text).toBe('2 of 3 levels in ideal range');
    expect(summary.emoji).toBe('🔧');
  });

  it('never shows the swimmer for a test without chlorine, however ideal the rest', () => {
    const noChlorine = displayedReadings({ ph: 7.4, alkalinity: 100 });
    expect(chemistrySummary(noChlorine)).toMatchObject({ text: '2 of 2 levels in ideal range', emoji: '🔧' });
    expect(chemistrySummary(displayedReadings({ ph: 7.4, chlorine: 2 })).emoji).toBe('🏊');
  });
});
