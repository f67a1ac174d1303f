// Small labelled form controls (native elements: keyboard and screen-reader friendly, 44 px targets).
import { useId, type ReactNode } from 'react';
import { optionLabel } from '../features/pools/pool-form/pool-options.ts';

export const controlClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T | null;
  options: readonly T[];
  onChange: (value: T | null) => void;
  /** When given, an empty choice with this label maps to null. */
  emptyLabel?: string;
  /** How an option reads; the pool profile's labels by default. */
  labelOf?: (option: T) => string;
  /** Shown under the field, which is then marked invalid. */
  error?: string | undefined;
  onBlur?: () => void;
}

export function SelectField<T extends string | number>({ label, value, options, onChange, emptyLabel, labelOf = optionLabel, error, onBlur }: SelectFieldProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`${controlClass} aria-invalid:border-red-600`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onBlur={onBlur}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option) === event.target.value);
          onChange(picked ?? null);
        }}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  /** Radio group when `multiple` is false. */
  multiple: boolean;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

export function ChoiceGroup<T extends string>({ legend, options, multiple, selected, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  const toggle = (option: T, on: boolean) => {
    if (!multiple) return onChange([option]);
    onChange(on ? [...selected, option] : selected.filter((item) => item !== option));
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              className="size-5 accent-brand-600"
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FieldGroup({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3">{children}</div>;
}
