// The pool volume in the owner's units: litres shown for stored gallons, typed litres stored as the
// gallons that show back as typed, and spec §5's bounds said in litres.
import { describe, expect, it } from 'vitest';
import { LIMITS } from './pool-options.ts';
import { gallonsOfVolumeEntry, VOLUME_ENTRY, volumeEntryOf, volumeEntryProblem } from './volume-entry.ts';

describe('pool volume entry', () => {
  it('shows stored gallons as gallons, or as whole litres', () => {
    expect(volumeEntryOf(18000, 'imperial')).toBe('18000');
    expect(volumeEntryOf(18000, 'metric')).toBe('68137');
    expect(volumeEntryOf(20000, 'metric')).toBe('75708');
  });

  it('stores typed litres as whole gallons when they show back the same, else to 1/100 gallon', () => {
    expect(gallonsOfVolumeEntry(68137, 'metric')).toBe(18000);
    expect(gallonsOfVolumeEntry(50000, 'metric')).toBe(13208.6);
    expect(gallonsOfVolumeEntry(18000, 'imperial')).toBe(18000);
  });

  it('shows back exactly the litres typed, whatever they are', () => {
    for (const litres of [3785, 12345, 50000, 75708, 99999, 1_234_567, 3_785_412]) {
      expect(volumeEntryOf(gallonsOfVolumeEntry(litres, 'metric'), 'metric')).toBe(String(litres));
    }
  });

  it('checks litres against the gallon bounds as whole litres, saying so in litres', () => {
    const metric = VOLUME_ENTRY.metric;
    expect([metric.min, metric.max]).toEqual([3785, 3_785_412]);
    expect(gallonsOfVolumeEntry(metric.min, 'metric')).toBeGreaterThanOrEqual(LIMITS.minOnboardingVolumeGallons);
    expect(gallonsOfVolumeEntry(metric.min - 1, 'metric')).toBeLessThan(LIMITS.minOnboardingVolumeGallons);
    expect(gallonsOfVolumeEntry(metric.max, 'metric')).toBeLessThanOrEqual(LIMITS.maxVolumeGallons);
    expect(gallonsOfVolumeEntry(metric.max + 1, 'metric')).toBeGreaterThan(LIMITS.maxVolumeGallons);
    expect(volumeEntryProblem(3784, 'metric')).toBe('Volume must be at least 3,785 litres');
    expect(volumeEntryProblem(3_785_413, 'metric')).toBe('Pool volume must be at most 3,785,412 litres');
    expect(volumeEntryProblem(50000, 'metric')).toBeUndefined();
    expect(volumeEntryProblem(999, 'imperial')).toBe('Volume must be at least 1,000 gallons');
    expect(volumeEntryProblem(1_000_001, 'imperial')).toBe('Pool volume must be at most 1,000,000 gallons');
  });

  it('labels the field and its hint in the unit asked', () => {
    expect(VOLUME_ENTRY.imperial).toMatchObject({ label: 'Volume (gallons)', hint: 'Most home pools hold 15,000-25,000 gallons.' });
    expect(VOLUME_ENTRY.metric).toMatchObject({ label: 'Volume (litres)', hint: 'Most home pools hold 57,000-95,000 litres.' });
  });
});
