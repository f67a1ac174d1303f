// One numeric field of the manual entry form: label, target hint, spec §5 step, its error state, and
// whether the dialog focuses it first.
import { useId } from 'react';
import type { FieldSpec } from './manual-entry-form.ts';

interface Props {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The field the dialog focuses when it opens. */
  first?: boolean;
}

export function ReadingField({ spec, value, error, onChange, first = false }: Props) {
  const id = useId();
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {spec.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={spec.step}
        value={value}
        aria-invalid={error ? true : undefined}
        data-autofocus={first || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
      />
      {spec.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {spec.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sr-only">
          {error}
        </p>
      )}
    </div>
  );
}
