// Wizard step 7 (Review & Complete): one summary card per earlier step, the volume in the owner's units.
import { volumeText, type UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import type { PoolForm } from '../pool-form/pool-form.ts';
import { poolPayload } from '../pool-form/pool-form.ts';
import { optionLabel } from '../pool-form/pool-options.ts';

type Row = [label: string, value: string];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const listOf = (values: readonly string[]) => (values.length === 0 ? 'None' : values.map(optionLabel).join(', '));
const optional = (value: string | number | null) => (value === null || value === '' ? 'Not set' : optionLabel(value));
const withType = (has: boolean, type: string | null) => (has ? `Yes${type ? ` (${optionLabel(type)})` : ''}` : 'No');

function cards(form: PoolForm, units: UnitSystem): [title: string, rows: Row[]][] {
  const payload = poolPayload(form, units);
  const num = (key: string) => String(payload[key]);
  return [
    ['Basic Pool Info', [
      ['Pool Name', form.name.trim() || 'Not set'],
      ['Volume', volumeText(Number(payload.volumeGallons), units)],
      ['Type', optionLabel(form.type)],
      ['Shape', optional(form.shape)],
      ['Surface', optionLabel(form.surfaceMaterial)],
    ]],
    ['Sanitization System', [
      ['Sanitation', optionLabel(form.sanitationType)],
      ['Chlorine types', listOf(form.preferredChlorineTypes)],
    ]],
    ['Filtration & Pump', [
      ['Filter', `${optionLabel(form.filterType)} × ${num('numberOfFilters')}`],
      ['Pump', `${optionLabel(form.pumpType)}${payload.pumpHorsepower ? `, ${num('pumpHorsepower')} hp` : ''}`],
      ['Skimmers / returns', `${num('numberOfSkimmers')} / ${num('numberOfReturns')}`],
    ]],
    ['Pool Features', [
      ['Cover', withType(form.hasCover, form.coverType)],
      ['Heater', withType(form.hasHeater, form.heaterType)],
      ['Cleaner', withType(form.hasAutoCleaner, form.autoCleanerType)],
      ['Water features', listOf(form.waterFeatures)],
    ]],
    ['Usage & Environment', [
      ['Bather load', optional(form.typicalBatherLoad)],
      ['Sun exposure', optional(form.sunExposure)],
      ['Nearby trees', yesNo(form.nearbyTrees)],
    ]],
    ['Equipment Details', [
      ['Budget', optionLabel(form.chemicalBudgetRange)],
      ['Auto-feeder', withType(form.hasChemicalAutoFeeder, form.autoFeederType)],
      ['Automation', yesNo(form.hasAutomationSystem)],
    ]],
  ];
}

export function ReviewSection({ form, units }: { form: PoolForm; units: UnitSystem }) {
  return (
    <div className="flex flex-col gap-3">
      {cards(form, units).map(([title, rows]) => (
        <section key={title} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <h3 className="mb-1 text-sm font-semibold">{title}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="text-right break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
