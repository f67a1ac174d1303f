// The pool form in the owner's units: an existing pool's volume shown in litres with metric and saved
// back unchanged, a new litre volume sent in gallons, an empty one falling back to spec §5's 20000
// gallons, and step 1's messages in the unit shown.
import { describe, expect, it } from 'vitest';
import { basicInfoErrors, canSaveSettings, emptyPoolForm, poolFormFrom, poolPayload } from './pool-form.ts';

const pool = { name: 'Lagoon', volumeGallons: 18000, type: 'inground' };

describe('pool form units', () => {
  it('shows an existing pool in litres with metric, and saves it back as the same gallons', () => {
    const form = poolFormFrom(pool, 'metric');
    expect(form.volumeGallons).toBe('68137');
    expect(poolPayload(form, 'metric').volumeGallons).toBe(18000);
    expect(poolFormFrom(pool, 'imperial').volumeGallons).toBe('18000');
  });

  it('sends a typed litre volume in gallons, and an empty one as 20000 gallons', () => {
    const form = { ...poolFormFrom(pool, 'metric'), volumeGallons: '50000' };
    expect(poolPayload(form, 'metric').volumeGallons).toBe(13208.6);
    expect(poolPayload({ ...form, volumeGallons: '' }, 'metric').volumeGallons).toBe(20000);
    expect(emptyPoolForm('metric').volumeGallons).toBe('75708');
    expect(poolPayload({ ...emptyPoolForm('metric'), name: 'New' }, 'metric').volumeGallons).toBe(20000);
  });

  it('checks the volume in the unit shown', () => {
    const form = { ...emptyPoolForm('metric'), name: 'New' };
    expect(basicInfoErrors({ ...form, volumeGallons: '1000' }, 'metric')).toEqual({ volumeGallons: 'Volume must be at least 3,785 litres' });
    expect(basicInfoErrors({ ...form, volumeGallons: '1000' }, 'imperial')).toEqual({});
    expect(basicInfoErrors({ ...form, volumeGallons: '' }, 'metric')).toEqual({});
    expect(canSaveSettings({ ...form, volumeGallons: '0' }, 'metric')).toBe(false);
    expect(canSaveSettings({ ...form, volumeGallons: '10' }, 'metric')).toBe(true);
  });
});
