// One titled group of the settings screen: a heading and a card of rows divided by hairlines.
import { useId, type ReactNode } from 'react';

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {title}
      </h2>
      <div className="card flex flex-col divide-y divide-slate-200 p-0! dark:divide-slate-800">{children}</div>
    </section>
  );
}

/** A row's label and the line under it that says what it does. */
export function RowText({ label, hint, htmlFor, hintId }: { label: string; hint?: ReactNode; htmlFor?: string; hintId?: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="font-medium">
          {label}
        </label>
      ) : (
        <span className="font-medium">{label}</span>
      )}
      {hint && (
        <span id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </span>
      )}
    </span>
  );
}
