// The manual entry form in the owner's units: imperial as spec §5 has it; metric takes the water
// temperature in °C (checked in °C, with °C messages) and sends the nearest whole °F.
import { describe, expect, it } from 'vitest';
import { aReading } from '../../../testing/replies.ts';
import { additionalFields, ADDITIONAL_FIELDS, EMPTY_FORM, formErrors, formFromReading, payloadOf } from './manual-entry-form.ts';

const temperatureField = (units: 'imperial' | 'metric') => additionalFields(units).find((spec) => spec.key === 'temperatureF');

describe('manual entry form units', () => {
  it('asks for °F in imperial and °C in half degrees in metric', () => {
    expect(additionalFields('imperial')).toBe(ADDITIONAL_FIELDS);
    expect(temperatureField('imperial')).toMatchObject({ label: 'Water Temperature (°F)', step: '1' });
    expect(temperatureField('metric')).toMatchObject({ label: 'Water Temperature (°C)', step: '0.5' });
  });

  it('sends a °C entry as the nearest whole °F, and an imperial one as typed', () => {
    const values = { ...EMPTY_FORM, ph: '7.4', temperatureF: '27.5' };
    expect(payloadOf(values, 'metric')).toMatchObject({ ph: 7.4, temperatureF: 82 });
    expect(payloadOf({ ...values, temperatureF: '81' }, 'imperial')).toMatchObject({ temperatureF: 81 });
    expect(payloadOf({ ...values, temperatureF: '' }, 'metric')).toMatchObject({ temperatureF: null });
  });

  it('checks a °C entry in °C: half degrees are fine, outside 0-49 says so in °C', () => {
    const values = { ...EMPTY_FORM, ph: '7.4' };
    expect(formErrors({ ...values, temperatureF: '26.5' }, 'metric')).toEqual({});
    expect(formErrors({ ...values, temperatureF: '50' }, 'metric')).toEqual({ temperatureF: 'Temperature must be at most 49°C' });
    expect(formErrors({ ...values, temperatureF: '-1' }, 'metric')).toEqual({ temperatureF: 'Temperature must be at least 0°C' });
    expect(formErrors({ ...values, temperatureF: '26.5' }, 'imperial')).toEqual({ temperatureF: 'Temperature must be at least 32°F' });
    expect(formErrors({ ...values, temperatureF: '80.5' }, 'imperial')).toEqual({ temperatureF: 'Temperature must be a whole number' });
  });

  it('shows a stored reading in °C for editing, which saves back unchanged', () => {
    const reading = aReading({ ph: 7.4, temperatureF: 80 });
    const form = formFromReading(reading, 'metric');
    expect(form.temperatureF).toBe('26.7');
    expect(payloadOf(form, 'metric').temperatureF).toBe(80);
    expect(formFromReading(reading).temperatureF).toBe('80');
  });
});
