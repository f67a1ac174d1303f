import { describe, expect, it } from 'vitest';
import { ChemistryInputError, replaceFraction } from './index.ts';

describe('replaceFraction', () => {
  it('halves CYA by replacing half the water with CYA-free fill water', () => {
    // chemistry-reference §2.9 (CYA with fill = 0): 100 × (1 − f) + 0 × f = 50 → f = 0.5.
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

  it('refuses a target below the fill water, and replaces all the water for a target equal to it', () => {
    // chemistry-reference §2.9: f = 1 − (target − fill) / (current − fill); target < fill is impossible.
    expect(() => replaceFraction({ current: 500, target: 150, fillWater: 200 })).toThrow(ChemistryInputError);
    expect(replaceFraction({ current: 500, target: 200, fillWater: 200 })).toBe(1);
  });

  it('brings the level to the target in one drain: fill + (current − fill)(1 − f)', () => {
    // chemistry-reference §2.9: C₁ = fill + (C₀ − fill)(1 − f). CH 450 → 320 with fill 80: f = 130 / 370 = 0.3514.
    const f = replaceFraction({ current: 450, target: 320, fillWater: 80 });
    expect(f).toBeCloseTo(0.3514, 4);
    expect(80 + (450 - 80) * (1 - f)).toBeCloseTo(320, 10);
  });

  it('refuses negative levels', () => {
    expect(() => replaceFraction({ current: -1, target: 0, fillWater: 0 })).toThrow(ChemistryInputError);
  });
});
