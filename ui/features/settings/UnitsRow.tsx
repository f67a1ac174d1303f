// Units (issue 19): imperial (gallons, °F, oz and fl oz) or metric (litres, °C, grams and millilitres),
// as two radio buttons drawn as a segmented control. Saved on choice.
import { UNIT_SYSTEMS, type UnitSystem } from '../../../contracts/users.contract.ts';

const LABELS: Record<UnitSystem, { name: string; detail: string }> = {
  imperial: { name: 'Imperial', detail: 'gal, °F, oz' },
  metric: { name: 'Metric', detail: 'L, °C, g' },
};

export function UnitsRow({ units, onChange }: { units: UnitSystem; onChange: (units: UnitSystem) => void }) {
  return (
    <fieldset className="flex flex-col gap-2 px-4 py-3">
      <legend className="float-left mb-1 font-medium">Units</legend>
      <div className="clear-both grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {UNIT_SYSTEMS.map((system) => (
          <label
            key={system}
            className="flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg px-2 text-center text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:text-slate-200"
          >
            <input type="radio" name="units" value={system} checked={units === system} onChange={() => onChange(system)} className="sr-only" />
            <span className="text-sm font-semibold">{LABELS[system].name}</span>
            <span className="text-xs">{LABELS[system].detail}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
