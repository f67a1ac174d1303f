// How the catalogue words cost per dose (issue 16), in the owner's units (issue 19), and a price's 'as of' time.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../api/catalogue.api.ts';
import { asOfText, costPerDoseText, poolCostPerDoseText } from './catalogue-format.ts';

const fcDose: NonNullable<Product['costPerDose']> = {
  parameter: 'fc', direction: 'up', change: 1, costPer10kGallons: 0.21, amountPer10kGallons: 12.8, amountUnit: 'fl_oz', vendorId: 'leslies', sideEffects: [],
};

describe('cost per dose', () => {
  it("reads '$0.21 per ppm FC in 10,000 gal'", () => {
    expect(costPerDoseText(fcDose, 'imperial')).toBe('$0.21 per ppm FC in 10,000 gal');
  });

  it("scales to the owner's pool: cost × gallons / 10,000", () => {
    expect(poolCostPerDoseText(fcDose, 25_000, 'imperial')).toBe('$0.53 per ppm FC in your 25,000 gal pool');
  });

  it('words pH steps and lowering products', () => {
    expect(costPerDoseText({ ...fcDose, parameter: 'ph', direction: 'down', change: 0.1, costPer10kGallons: 0.12 }, 'imperial')).toBe('$0.12 per 0.1 pH down in 10,000 gal');
    expect(costPerDoseText({ ...fcDose, parameter: 'ta', change: 10, costPer10kGallons: 1.5 }, 'imperial')).toBe('$1.50 per 10 ppm TA in 10,000 gal');
  });

  it('quotes 10,000 litres and the pool in litres with metric units', () => {
    // 10,000 L is 10,000 gal / 3.785: $0.21 → $0.055, shown $0.06; a 25,000 gal pool is 94,635 L and costs the same.
    expect(costPerDoseText(fcDose, 'metric')).toBe('$0.06 per ppm FC in 10,000 L');
    expect(costPerDoseText({ ...fcDose, costPer10kGallons: 0.03 }, 'metric')).toBe('$0.008 per ppm FC in 10,000 L');
    expect(poolCostPerDoseText(fcDose, 25_000, 'metric')).toBe('$0.53 per ppm FC in your 94,635 L pool');
  });

  it('keeps a tiny cost from reading $0.00', () => {
    expect(costPerDoseText({ ...fcDose, costPer10kGallons: 0.004 }, 'imperial')).toBe('$0.004 per ppm FC in 10,000 gal');
  });
});

describe('asOfText', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it.each([
    ['2026-06-01T11:59:40Z', 'as of just now'],
    ['2026-06-01T11:15:00Z', 'as of 45 min ago'],
    ['2026-06-01T07:00:00Z', 'as of 5 h ago'],
    ['2026-05-28T07:00:00Z', 'as of May 28'],
  ])('words %s as %s', (seenAt, text) => {
    expect(asOfText(seenAt, now)).toBe(text);
  });
});
