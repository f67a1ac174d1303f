import { describe, expect, it } from 'vitest';
import { ChemistryInputError, replaceFraction } from './index.ts';

describe('replaceFraction', () => {
  it('halves CYA by replacing half the water with CYA-free fill water', () => {
    // 100 × (1 − f) + 0 × f = 50 → f = 0.5.
    expect(replaceFraction({ current: 100, target: 50, fillWater: 0 })).toBeCloseTo(0.5, 12);
  });

  it('accounts for the calcium already in the fill water', () => {
    // 500 × (1 − f) + 100 × f = 300 → f = 200 / 400 = 0.5.
    expect(replaceFraction({ current: 500, target: 300, fillWater: 100 })).toBeCloseTo(0.5, 12);
  });

  it('drains nothing when the level is already at or below the target', () => {
    expect(replaceFraction({ current: 40, target: 50, fillWater: 0 })).toBe(0);
    expect(replaceFraction({ current: 50, target: 50, fillWater: 0 })).toBe(0);
  });

  it('refuses a target that fill water at or above it can never reach', () => {
    expect(() => replaceFraction({ current: 500, target: 150, fillWater: 200 })).toThrow(ChemistryInputError);
  });

  it('refuses negative levels', () => {
    expect(() => replaceFraction({ current: -1, target: 0, fillWater: 0 })).toThrow(ChemistryInputError);
  });
});
