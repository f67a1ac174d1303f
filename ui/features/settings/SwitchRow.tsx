// A settings row with an on/off switch (Radix Switch: role="switch", Space and Enter toggle it); the
// label and hint name and describe it, and tapping the label toggles it too.
import * as Switch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { RowText } from './SettingsSection.tsx';

interface SwitchRowProps {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function SwitchRow({ label, hint, checked, onChange, disabled = false }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-3">
      <RowText label={label} hint={hint} htmlFor={id} hintId={`${id}-hint`} />
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-600 dark:bg-slate-600 dark:data-[state=checked]:bg-brand-500"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
      </Switch.Root>
    </div>
  );
}
