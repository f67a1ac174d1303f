// One on/off sharing preference: its label and what it means, and a Radix switch (role="switch").
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

export function PreferenceSwitch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 py-3">
      <span className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={id} className="font-medium">{label}</label>
        <span id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">{hint}</span>
      </span>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-slate-600 dark:data-[state=checked]:bg-brand-500"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
      </Switch.Root>
    </div>
  );
}
