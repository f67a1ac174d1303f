// The pool profile fields, one component per onboarding step (spec §2 wizard steps 1-6, §3 fields,
// §5 conditional fields and limits). /pool-settings renders the same sections in one form. The volume
// is asked in the owner's units (gallons, or litres with metric).
import type { ComponentType } from 'react';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import {
  AUTO_CLEANER_TYPES, AUTO_FEEDER_TYPES, BATHER_LOADS, CHEMICAL_BUDGET_RANGES, CHLORINE_TYPES, COVER_TYPES,
  EQUIPMENT_BRANDS, FILTER_TYPES, HEATER_TYPES, LIMITS, POOL_SHAPES, POOL_TYPES, PUMP_HORSEPOWERS, PUMP_TYPES,
  SALT_CHLORINATOR_BRANDS, SANITATION_TYPES, SUN_EXPOSURES, SURFACE_MATERIALS, SURROUNDING_ENVIRONMENTS,
  USAGE_PATTERNS, WATER_FEATURES,
} from '../../../../domain/pools/pool-options.ts';
import { VOLUME_ENTRY } from '../../../../domain/pools/volume-entry.ts';
import { CheckboxField, ChoiceGroup, FieldGroup, SelectField } from '../../../components/FormFields.tsx';
import { TextField } from '../../../components/TextField.tsx';
import type { BasicInfoErrors, PoolForm, SetPoolField } from './pool-form.ts';

export interface SectionProps {
  form: PoolForm;
  set: SetPoolField;
  /** The owner's units (Settings): the volume in gallons or litres. */
  units: UnitSystem;
  /** Messages shown under step 1's fields once the wizard has checked them. */
  errors?: BasicInfoErrors;
}

const countInput = (limit: { min: number; max: number }) =>
  ({ type: 'number', inputMode: 'numeric', min: limit.min, max: limit.max, step: 1 }) as const;

export function BasicInfoSection({ form, set, units, errors = {} }: SectionProps) {
  const volume = VOLUME_ENTRY[units];
  return (
    <FieldGroup>
      <TextField label="Pool Name" value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" required error={errors.name} />
      <TextField
        label={volume.label}
        type="number"
        inputMode="numeric"
        min={volume.min}
        step={volume.step}
        value={form.volumeGallons}
        onChange={(e) => set('volumeGallons', e.target.value)}
        hint={volume.hint}
        required
        error={errors.volumeGallons}
      />
      <ChoiceGroup
        legend="Pool Type"
        options={POOL_TYPES}
        multiple={false}
        selected={[form.type]}
        onChange={([type]) => type && set('type', type)}
      />
      <SelectField label="Shape" value={form.shape} options={POOL_SHAPES} emptyLabel="Select a shape" onChange={(v) => set('shape', v)} />
      <SelectField label="Surface Material" value={form.surfaceMaterial} options={SURFACE_MATERIALS} onChange={(v) => v && set('surfaceMaterial', v)} />
      <TextField label="Location" value={form.location} onChange={(e) => set('location', e.target.value)} hint="For example: backyard" />
    </FieldGroup>
  );
}

export function SanitizationSection({ form, set }: SectionProps) {
  const salt = form.sanitationType === 'salt';
  return (
    <FieldGroup>
      <SelectField label="Sanitation Type" value={form.sanitationType} options={SANITATION_TYPES} onChange={(v) => v && set('sanitationType', v)} />
      {salt && <CheckboxField label="Salt chlorinator" checked={form.hasSaltChlorinator} onChange={(v) => set('hasSaltChlorinator', v)} />}
      {salt && form.hasSaltChlorinator && (
        <>
          <SelectField label="Salt Chlorinator Brand" value={form.saltChlorinatorBrand} options={SALT_CHLORINATOR_BRANDS} emptyLabel="Select a brand" onChange={(v) => set('saltChlorinatorBrand', v)} />
          <TextField label="Salt Chlorinator Model" value={form.saltChlorinatorModel} onChange={(e) => set('saltChlorinatorModel', e.target.value)} />
        </>
      )}
      <ChoiceGroup
        legend="Preferred Chlorine Types"
        options={CHLORINE_TYPES}
        multiple
        selected={form.preferredChlorineTypes}
        onChange={(v) => set('preferredChlorineTypes', v)}
      />
      <CheckboxField label="Ozone generator" checked={form.hasOzoneGenerator} onChange={(v) => set('hasOzoneGenerator', v)} />
      <CheckboxField label="UV sanitizer" checked={form.hasUvSanitizer} onChange={(v) => set('hasUvSanitizer', v)} />
      <CheckboxField label="Mineral system" checked={form.hasMineralSystem} onChange={(v) => set('hasMineralSystem', v)} />
    </FieldGroup>
  );
}

export function FiltrationSection({ form, set }: SectionProps) {
  return (
    <FieldGroup>
      <SelectField label="Filter Type" value={form.filterType} options={FILTER_TYPES} onChange={(v) => v && set('filterType', v)} />
      <TextField label="Number of Filters" {...countInput(LIMITS.filters)} value={form.numberOfFilters} onChange={(e) => set('numberOfFilters', e.target.value)} />
      <SelectField label="Pump Type" value={form.pumpType} options={PUMP_TYPES} onChange={(v) => v && set('pumpType', v)} />
      <SelectField
        label="Pump Horsepower"
        value={form.pumpHorsepower === '' ? null : Number(form.pumpHorsepower)}
        options={PUMP_HORSEPOWERS}
        emptyLabel="Not sure"
        onChange={(v) => set('pumpHorsepower', v === null ? '' : String(v))}
      />
      <TextField label="Number of Skimmers" {...countInput(LIMITS.skimmers)} value={form.numberOfSkimmers} onChange={(e) => set('numberOfSkimmers', e.target.value)} />
      <TextField label="Number of Returns" {...countInput(LIMITS.returns)} value={form.numberOfReturns} onChange={(e) => set('numberOfReturns', e.target.value)} />
      <CheckboxField label="Main drain" checked={form.hasMainDrain} onChange={(v) => set('hasMainDrain', v)} />
    </FieldGroup>
  );
}

export function FeaturesSection({ form, set }: SectionProps) {
  return (
    <FieldGroup>
      <CheckboxField label="Pool cover" checked={form.hasCover} onChange={(v) => set('hasCover', v)} />
      {form.hasCover && <SelectField label="Cover Type" value={form.coverType} options={COVER_TYPES} emptyLabel="Select a cover type" onChange={(v) => set('coverType', v)} />}
      <CheckboxField label="Heater" checked={form.hasHeater} onChange={(v) => set('hasHeater', v)} />
      {form.hasHeater && <SelectField label="Heater Type" value={form.heaterType} options={HEATER_TYPES} emptyLabel="Select a heater type" onChange={(v) => set('heaterType', v)} />}
      <CheckboxField label="Automatic cleaner" checked={form.hasAutoCleaner} onChange={(v) => set('hasAutoCleaner', v)} />
      {form.hasAutoCleaner && <SelectField label="Cleaner Type" value={form.autoCleanerType} options={AUTO_CLEANER_TYPES} emptyLabel="Select a cleaner type" onChange={(v) => set('autoCleanerType', v)} />}
      <ChoiceGroup legend="Water Features" options={WATER_FEATURES} multiple selected={form.waterFeatures} onChange={(v) => set('waterFeatures', v)} />
    </FieldGroup>
  );
}

export function UsageSection({ form, set }: SectionProps) {
  return (
    <FieldGroup>
      <SelectField label="Typical Bather Load" value={form.typicalBatherLoad} options={BATHER_LOADS} emptyLabel="Select a bather load" onChange={(v) => set('typicalBatherLoad', v)} />
      <SelectField label="Pool Usage" value={form.poolUsagePattern} options={USAGE_PATTERNS} emptyLabel="Select a usage pattern" onChange={(v) => set('poolUsagePattern', v)} />
      <SelectField label="Sun Exposure" value={form.sunExposure} options={SUN_EXPOSURES} emptyLabel="Select sun exposure" onChange={(v) => set('sunExposure', v)} />
      <SelectField label="Surrounding Environment" value={form.surroundingEnvironment} options={SURROUNDING_ENVIRONMENTS} emptyLabel="Select an environment" onChange={(v) => set('surroundingEnvironment', v)} />
      <CheckboxField label="Nearby trees" checked={form.nearbyTrees} onChange={(v) => set('nearbyTrees', v)} />
      <CheckboxField label="Seasonal pool (closed part of the year)" checked={form.seasonalPool} onChange={(v) => set('seasonalPool', v)} />
    </FieldGroup>
  );
}

export function EquipmentSection({ form, set }: SectionProps) {
  return (
    <FieldGroup>
      <SelectField label="Filter Brand" value={form.filterBrand} options={EQUIPMENT_BRANDS} emptyLabel="Select a brand" onChange={(v) => set('filterBrand', v)} />
      <SelectField label="Pump Brand" value={form.pumpBrand} options={EQUIPMENT_BRANDS} emptyLabel="Select a brand" onChange={(v) => set('pumpBrand', v)} />
      <SelectField label="Chemical Budget" value={form.chemicalBudgetRange} options={CHEMICAL_BUDGET_RANGES} onChange={(v) => v && set('chemicalBudgetRange', v)} />
      <CheckboxField label="Chemical auto-feeder" checked={form.hasChemicalAutoFeeder} onChange={(v) => set('hasChemicalAutoFeeder', v)} />
      {form.hasChemicalAutoFeeder && <SelectField label="Auto-feeder Type" value={form.autoFeederType} options={AUTO_FEEDER_TYPES} emptyLabel="Select a feeder type" onChange={(v) => set('autoFeederType', v)} />}
      <CheckboxField label="Automation system" checked={form.hasAutomationSystem} onChange={(v) => set('hasAutomationSystem', v)} />
    </FieldGroup>
  );
}

export interface FormSection {
  title: string;
  Component: ComponentType<SectionProps>;
}

/** Wizard steps 1-6 in spec order; step 7 (Review & Complete) is the wizard's own. */
export const POOL_FORM_SECTIONS: readonly FormSection[] = [
  { title: 'Basic Pool Info', Component: BasicInfoSection },
  { title: 'Sanitization System', Component: SanitizationSection },
  { title: 'Filtration & Pump', Component: FiltrationSection },
  { title: 'Pool Features', Component: FeaturesSection },
  { title: 'Usage & Environment', Component: UsageSection },
  { title: 'Equipment Details', Component: EquipmentSection },
];
