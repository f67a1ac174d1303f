import { describe, expect, it } from 'vitest';
import { defaultPoolProfile } from './pool-profile.schema.ts';
import { applyPoolDraft, parseNumeric, POOL_MESSAGES, type PoolDraft } from './pool-rules.ts';

const onboard = (draft: PoolDraft) => applyPoolDraft(defaultPoolProfile(), draft, 'onboarding');
const fieldsOf = (result: ReturnType<typeof onboard>) => (result.ok ? {} : result.fields);

describe('pool rules (spec §5)', () => {
  it('parses numbers from numbers and numeric text only', () => {
    expect(parseNumeric(12)).toBe(12);
    expect(parseNumeric(' 7.5 ')).toBe(7.5);
    for (const bad of ['', '  ', 'abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '1e400']) expect(parseNumeric(bad)).toBeUndefined();
  });

  it('requires a name and at least 1000 gallons at onboarding, with the spec message', () => {
    expect(fieldsOf(onboard({ volumeGallons: 20000 }))).toEqual({ name: POOL_MESSAGES.nameAndVolume });
    expect(fieldsOf(onboard({ name: ' ', volumeGallons: 999 }))).toEqual({ name: POOL_MESSAGES.nameAndVolume, volumeGallons: POOL_MESSAGES.nameAndVolume });
    const ok = onboard({ name: ' Lagoon ', volumeGallons: 1000 });
    expect(ok.ok && ok.profile.name).toBe('Lagoon');
    expect(POOL_MESSAGES.nameAndVolume).toBe('Please provide a pool name and valid volume.');
  });

  it('accepts any volume above zero in settings', () => {
    const base = defaultPoolProfile();
    expect(applyPoolDraft(base, { volumeGallons: 1 }, 'settings').ok).toBe(true);
    expect(fieldsOf(applyPoolDraft(base, { volumeGallons: 0 }, 'settings'))).toEqual({ volumeGallons: POOL_MESSAGES.nameAndVolume });
    expect(fieldsOf(applyPoolDraft(base, { name: '' }, 'settings'))).toEqual({ name: POOL_MESSAGES.nameAndVolume });
  });

  it('refuses volumes past 1,000,000 gallons, in onboarding and in settings', () => {
    expect(POOL_MESSAGES.volumeTooLarge).toBe('Pool volume must be at most 1,000,000 gallons');
    expect(onboard({ name: 'Lake', volumeGallons: 1_000_000 }).ok).toBe(true);
    expect(fieldsOf(onboard({ name: 'Lake', volumeGallons: 1_000_001 }))).toEqual({ volumeGallons: POOL_MESSAGES.volumeTooLarge });
    expect(fieldsOf(applyPoolDraft(defaultPoolProfile(), { volumeGallons: 1e308 }, 'settings'))).toEqual({ volumeGallons: POOL_MESSAGES.volumeTooLarge });
  });

  it('falls back to the defaults for unparseable volume, filters, skimmers and returns', () => {
    const result = onboard({ name: 'P', volumeGallons: 'big', numberOfFilters: 'x', numberOfSkimmers: '', numberOfReturns: null });
    expect(result.ok && [result.profile.volumeGallons, result.profile.numberOfFilters, result.profile.numberOfSkimmers, result.profile.numberOfReturns]).toEqual([20000, 1, 1, 2]);
  });

  it('limits filters to 1-4, skimmers to 1-6 and returns to 1-12', () => {
    expect(onboard({ name: 'P', numberOfFilters: 4, numberOfSkimmers: 6, numberOfReturns: 12 }).ok).toBe(true);
    expect(fieldsOf(onboard({ name: 'P', numberOfFilters: 5, numberOfSkimmers: 0, numberOfReturns: 2.5 }))).toEqual({
      numberOfFilters: POOL_MESSAGES.filters,
      numberOfSkimmers: POOL_MESSAGES.skimmers,
      numberOfReturns: POOL_MESSAGES.returns,
    });
  });

  it('allows salt chlorinator brand and model only with salt sanitation and the box checked', () => {
    expect(onboard({ name: 'P', sanitationType: 'salt', hasSaltChlorinator: true, saltChlorinatorBrand: 'jandy', saltChlorinatorModel: 'TruClear' }).ok).toBe(true);
    expect(fieldsOf(onboard({ name: 'P', sanitationType: 'salt', saltChlorinatorBrand: 'jandy' }))).toEqual({ saltChlorinatorBrand: POOL_MESSAGES.saltChlorinator });
    expect(fieldsOf(onboard({ name: 'P', hasSaltChlorinator: true, saltChlorinatorModel: 'X' }))).toEqual({ saltChlorinatorModel: POOL_MESSAGES.saltChlorinator });
    expect(onboard({ name: 'P', saltChlorinatorBrand: null, saltChlorinatorModel: '' }).ok).toBe(true);
  });

  it('allows cover, heater, cleaner and auto-feeder types only with their box checked', () => {
    expect(onboard({ name: 'P', hasCover: true, coverType: 'mesh', hasHeater: true, heaterType: 'gas', hasAutoCleaner: true, autoCleanerType: 'suction', hasChemicalAutoFeeder: true, autoFeederType: 'chlorinator' }).ok).toBe(true);
    expect(fieldsOf(onboard({ name: 'P', coverType: 'mesh', heaterType: 'gas', autoCleanerType: 'suction', autoFeederType: 'chlorinator' }))).toEqual({
      coverType: POOL_MESSAGES.coverType,
      heaterType: POOL_MESSAGES.heaterType,
      autoCleanerType: POOL_MESSAGES.autoCleanerType,
      autoFeederType: POOL_MESSAGES.autoFeederType,
    });
  });

  it('clears a stale type in settings when its box is unchecked', () => {
    const base = { ...defaultPoolProfile(), hasHeater: true, heaterType: 'solar' as const };
    const result = applyPoolDraft(base, { hasHeater: false }, 'settings');
    expect(result.ok && result.profile.heaterType).toBeNull();
  });

  it('keeps in-ground and above-ground exclusive', () => {
    expect(fieldsOf(onboard({ name: 'P', type: 'inground', inGround: false }))).toEqual({ inGround: POOL_MESSAGES.inGround });
    const above = onboard({ name: 'P', type: 'above_ground' });
    expect(above.ok && above.profile.inGround).toBe(false);
    const fromFlag = onboard({ name: 'P', inGround: false });
    expect(fromFlag.ok && fromFlag.profile.type).toBe('above_ground');
  });

  it('requires latitude -90..90 and longitude -180..180, both numbers', () => {
    const located = onboard({ name: 'P', latitude: '-33.9', longitude: 151.2 });
    expect(located.ok && [located.profile.latitude, located.profile.longitude]).toEqual([-33.9, 151.2]);
    expect(fieldsOf(onboard({ name: 'P', latitude: 90.5, longitude: 180 }))).toEqual({ latitude: POOL_MESSAGES.coordinates });
    expect(fieldsOf(onboard({ name: 'P', latitude: 10 }))).toEqual({ longitude: POOL_MESSAGES.coordinates });
    expect(POOL_MESSAGES.coordinates).toBe('Please enter valid latitude (-90 to 90) and longitude (-180 to 180) values.');
  });

  it('accepts only the listed pump horsepowers', () => {
    expect(onboard({ name: 'P', pumpHorsepower: '0.75' }).ok).toBe(true);
    expect(fieldsOf(onboard({ name: 'P', pumpHorsepower: 2.5 }))).toEqual({ pumpHorsepower: POOL_MESSAGES.pumpHorsepower });
  });
});
