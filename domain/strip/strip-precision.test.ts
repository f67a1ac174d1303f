import { describe, expect, it } from 'vitest';
import { readingInputOfStrip } from './strip-precision.ts';

describe('readingInputOfStrip', () => {
  it('rounds pH and chlorine to tenths and alkalinity, CYA and hardness to whole ppm', () => {
    const input = readingInputOfStrip({ ph: 7.46, freeChlorinePpm: 2.349, totalChlorinePpm: 2.95, totalAlkalinityPpm: 87.5, cyaPpm: 42.4, calciumHardnessPpm: 249.6 });
    expect(input).toEqual({
      ph: 7.5, freeChlorinePpm: 2.3, totalChlorinePpm: 3, totalAlkalinityPpm: 88, cyaPpm: 42, calciumHardnessPpm: 250, temperatureF: null, notes: null,
    });
  });

  it('keeps values the strip already resolves unchanged', () => {
    const input = readingInputOfStrip({ ph: 7.2, freeChlorinePpm: 0, totalChlorinePpm: 0.5, totalAlkalinityPpm: 120, cyaPpm: 0, calciumHardnessPpm: 400 });
    expect(input).toMatchObject({ ph: 7.2, freeChlorinePpm: 0, totalChlorinePpm: 0.5, totalAlkalinityPpm: 120, cyaPpm: 0, calciumHardnessPpm: 400 });
  });

  it('records a pad left unreadable (a partial reading) as not measured', () => {
    const input = readingInputOfStrip({ ph: 7.2, totalChlorinePpm: 1, totalAlkalinityPpm: 120, cyaPpm: 30, calciumHardnessPpm: 250 });
    expect(input).toMatchObject({ ph: 7.2, freeChlorinePpm: null, totalChlorinePpm: 1 });
  });
});
